// Printing rules seen in libstdc++'s templates, through our own code.
template<class T> T &&declval_() noexcept;
template<class...> using void_t_ = void;
struct no_t { static constexpr bool value = false; };
struct yes_t { static constexpr bool value = true; };
struct Q { };
bool operator<(Q, Q);
// An operator< call left to instantiation: `operator< (`.
template<class T, class U, class = void> struct has_mlt : yes_t { };
template<class T, class U> struct has_mlt<T, U, void_t_<decltype(declval_<T>().operator<(declval_<U>()))>> : no_t { };
template<class T, class U, class = void> struct has_flt : yes_t { };
template<class T, class U> struct has_flt<T, U, void_t_<decltype(operator<(declval_<T>(), declval_<U>()))>> : no_t { };

// Null pointer default arguments are the constant 0.
template<class T> struct Alloc {
    T *allocate(unsigned long n, const void * = static_cast<const void *>(0)) { return 0; }
    static void *other(Alloc &, unsigned long, const void * = nullptr) { return 0; }
};
struct Plain {
    void *allocate(unsigned long n, const void * = static_cast<const void *>(0)) { return 0; }
};

// Two SFINAE overloads through one alias template are two templates.
template<bool B, class T = void> struct enable_if_ { };
template<class T> struct enable_if_<true, T> { typedef T type; };
template<bool B, class T = void> using enable_if_t_ = typename enable_if_<B, T>::type;
template<class... B> struct and_ { static constexpr bool value = true; };
template<class B> struct not_ { static constexpr bool value = !B::value; };
template<class... C> using Require_ = enable_if_t_<and_<C...>::value>;
template<class A> struct traits {
    template<class T, class... Args> struct helper { typedef and_<T> type; };
    template<class T, class... Args> using has_construct = typename helper<T, Args...>::type;
    template<class T, class... Args>
    static Require_<has_construct<T, Args...>> construct_(A &a, T *p, Args &&...args) { a.construct(p, args...); }
    template<class T, class... Args>
    static Require_<and_<not_<has_construct<T, Args...>>>> construct_(A &, T *p, Args &&...args) { *p = T(args...); }
};

// A static_assert message: escapes, and pieces of 128 characters.
static_assert(sizeof(long) == 8, "This check's message is long enough to be cut: " "it goes on and on past the one hundred and twenty-eight characters of a piece, to the end.");

// A namespace template hidden by a member of the same name is qualified.
namespace lib {
template<class T> struct span { T *p; };
template<class T> struct box { T v; };
namespace inner {
struct clock {
    typedef lib::span<int> span;
    typedef lib::box<span> box;
    lib::span<char> chars();
};
}
}
int main() { lib::inner::clock c; return sizeof(c); }
