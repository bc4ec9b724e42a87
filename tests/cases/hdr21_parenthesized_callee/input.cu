// A called name written in parentheses (no argument-dependent lookup)
// keeps them in a template; a trait of a dependent type is a primary
// expression in a template argument too.
namespace ns { template<class T> const T& mn(const T& a, const T& b) { return b < a ? b : a; } }
template<class T> T pick(T a, T b) { return (ns::mn)(a, b) + 1; }
template<bool B> struct bx { };
template<class T> struct tu { bx<__is_trivial(T) && sizeof(T) == 4> m; };
int main() { return 0; }
