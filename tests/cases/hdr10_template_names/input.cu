// Names in templates: a globally qualified parameter type, declarations
// of function templates whose parameter list spans lines, values named
// through dependent scopes in template arguments, namespace types inside
// a class template with a dependent base, and other specializations
// named inside a partial specialization.
namespace lib {
namespace detail { template <class A, class B> struct Iter { A base() const { return A(); } }; }
typedef long diff_t;
struct tag {};
template <bool B, class T, class F> struct pick { typedef T type; };
template <bool B, class T, class F> using pick_t = typename pick<B, T, F>::type;
struct yes { static constexpr bool value = true; };
template <class T> struct chooser { typedef yes type; };
template <class T> struct cond : chooser<T>::type {};

template <class T> void fill(T *, T *, const T &);
template <typename I, typename C, typename T>
inline void fill(::lib::detail::Iter<I, C> first,
                 ::lib::detail::Iter<I, C> last, const T &v) {
    lib::fill(first.base(), last.base(), v);
}

template <bool Flag,
          typename T>
    T
    convert(T, T);

template <class T> pick_t<cond<T>::value, const T &, T &&> pass(T &x) { return x; }

template <class T> struct holder { typedef T held; };
template <class T> struct traits : holder<T> {
    typedef diff_t difference_type;
    tag category() const { return tag(); }
};

template <class T> struct rank_of { static const int value = 0; };
template <class T> struct rank_of<T *> : rank_of<T> {
    typedef rank_of<T> inner;
    rank_of<T> member;
};
}

int main() {
    int x = 1;
    return lib::pass(x) - 1;
}
