// Two constructor templates that differ only in their template parameter
// lists are two templates: each keeps its own `explicit` and body lines.
template <bool C, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <class T> struct is_small { static constexpr bool value = sizeof(T) < 4; };

template <class... B> struct all_of { static constexpr bool value = true; };
template <class A> struct is_big { static constexpr bool value = !is_small<A>::value; };

template <class T> struct holder {
    T v;
    template <class U = T,
              typename enable_if<is_small<U>::value,
                                 bool>::type = true>
    constexpr holder()
    : v() { }

    template <class U = T,
              typename enable_if<!is_small<U>::value,
                                 bool>::type = false>
    explicit constexpr holder()
    : v() { }

    template <class U = T,
              typename enable_if<is_small<U>::value, bool>::type = true>
    constexpr holder(const T &a, const T &)
    : v(a) { }

    template <class U = T,
              typename enable_if<!is_small<U>::value, bool>::type = false>
    explicit constexpr holder(const T &a, const T &)
    : v(a) { }

    template <class U = T,
              typename enable_if<all_of<is_small<U>, is_small<T>>::value,
                                 bool>::type = true>
    constexpr holder(int, int, int)
    : v() { }

    template <class U = T,
              typename enable_if<all_of<is_big<U>>::value,
                                 bool>::type = false>
    explicit constexpr holder(int, int, int)
    : v() { }
};
__global__ void k(int *o) { o[0] = 1; }
int main() { holder<int> h; (void)h; return 0; }
