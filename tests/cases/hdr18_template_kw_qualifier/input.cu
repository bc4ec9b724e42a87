// `Q::template f<U>()` through a member alias keeps the keyword, and an
// alias template whose arguments are expressions is replaced by the class
// it names, its arguments printed as expressions.
template <bool B, class T> struct checks {
    template <class U> static constexpr bool ok() { return B; }
    template <class U> static constexpr bool convertible() { return !B; }
};
template <bool C, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <class A, class B> struct same { static constexpr bool value = false; };
template <class A> struct same<A, A> { static constexpr bool value = true; };

template <class T> struct box {
    T v;
    using fixed = checks<true, T>;
    template <class U = T,
              typename enable_if<fixed::template ok<U>()
                                 || fixed::template convertible<U>(),
                                 bool>::type = true>
    constexpr box(const T &a, int) : v(a) { }

    template <class U>
    using from = checks<!same<T, U>::value || !same<U, T>::value, T>;

    template <class U,
              typename enable_if<from<U>::template ok<U>()
                                 && !from<U>::template convertible<U>(),
                                 bool>::type = true>
    constexpr box(const box<U> &b) : v(b.v) { }
};
__global__ void k(int *o) { o[0] = 1; }
int main() { box<int> b(1, 0); (void)b; return 0; }
