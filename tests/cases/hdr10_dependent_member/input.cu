// Members known only at instantiation, in template bodies: parenthesized
// as call arguments and in pending conversions; a called data member; a
// functional cast to a dependent class; `t->m` on a template parameter.
int take(int);

template <class Fn> struct Wrap {
    Fn fn;
    int n;
    Wrap(Fn f) : fn(f), n(0) {}
    template <class U> Wrap(const Wrap<U> &o) : fn(o.fn), n(o.n) {}
    template <class It> bool call(It a, It b) { return bool(fn(*a, *b)); }
    template <class It> bool negate(It a) { return !bool(fn(*a)); }
};

template <class Fn> Wrap<Fn> make_wrap(Fn f) { return Wrap<Fn>(f); }

template <class T> int use(T o, int *a) {
    int z = o.k;
    z = take(o.k) + take(o.k + 1);
    int w(o.k);
    T copy(o.k);
    return z + w + a[o.k] + take(o->k) + take(copy.k);
}

struct Less {
    bool operator()(int x, int y) const { return x < y; }
};

int main() {
    Wrap<Less> w = make_wrap(Less());
    int v[2] = {1, 2};
    return w.call(v, v + 1) ? 0 : 1;
}
