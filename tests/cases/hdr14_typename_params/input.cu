// `typename enable_if<…>::type = true` is a non-type template parameter;
// a class template declared again keeps its own header.
namespace q {
template<bool B, class T = void> struct enable_if {};
template<class T> struct enable_if<true, T> { typedef T type; };
template<class T> struct is_def { static const bool value = true; };
template<typename> struct traits;
template<typename I>
  struct traits;
template<class A, class B> class pair_base {
  template<typename T1, typename T2> friend struct twin;
};
template<typename T1, typename T2>
  struct twin
  {
    T1 first;
    T2 second;
    template<typename U1 = T1, typename
             U2 = T2, typename enable_if<is_def<U1>::value
                                          && is_def<U2>::value, bool>::type = true>
    constexpr twin()
    : first(), second() { }
    template<typename U1 = T1, typename
             U2 = T2, typename enable_if<!is_def<U1>::value, bool>::type = false>
    explicit constexpr twin(int)
    : first(), second() { }
  };
}
int main() { q::twin<int, int> t; return t.first; }
