// A member function template of a class template defined outside the
// class, under two template headers: its return type, parameter types and
// block-scope typedefs are named as written in the class's scope.
template <class T> struct make_wide { typedef unsigned long type; };
template <class A, class B> struct common { typedef B type; };

template <class I> struct dist {
    typedef I result_type;
    struct param_type {
        I lo, hi;
        param_type(I a, I b) : lo(a), hi(b) { }
        I a() const { return lo; }
        I b() const { return hi; }
    };
    param_type p;
    dist(I a, I b) : p(a, b) { }
    I a() const { return p.a(); }
    I b() const { return a(); }
    template <class W, class G> static W scale(G &g, W r) { return (W)g() % r; }
    template <class G> result_type operator()(G &g) { return this->operator()(g, p); }
    template <class G> result_type operator()(G &g, const param_type &q);
    template <class It, class G> void fill(It f, It t, G &g, const param_type &q);
};

template <class I>
  template <class G>
    typename dist<I>::result_type
    dist<I>::
    operator()(G &g,
               const param_type &q)
    {
        typedef typename G::result_type gen_type;
        typedef typename make_wide<result_type>::type wide;
        typedef typename common<gen_type, wide>::type ctype;
        const ctype range
          = ctype(q.b()) - ctype(q.a());
        ctype ret = scale<unsigned long>(g, range + 1);
        if (range == 0)
            ret = operator()(g, param_type(0, 1));
        return ret + q.a();
    }

template <class I>
  template <class It,
            class G>
    void
    dist<I>::
    fill(It f, It t,
         G &g, const param_type &q)
    {
        typedef typename make_wide<result_type>::type wide;
        for (; f != t; ++f)
            *f = (wide)(*this)(g, q);
    }

struct gen {
    typedef unsigned result_type;
    unsigned s;
    unsigned operator()() { return s = s * 1103515245u + 12345u; }
};
struct counter {
    int n;
    int operator()(int a) { return n += a; }
    int twice(int a) { operator()(a); return operator()(a); }
};
__global__ void k(int *o) { o[0] = 1; }
int main() { gen g{1}; dist<int> d(0, 9); int v[2]; d.fill(v, v + 2, g, d.p); counter c{0}; return d(g) + c.twice(1); }
