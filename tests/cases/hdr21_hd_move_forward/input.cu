// std::move and std::forward (one-parameter function templates of namespace
// std) are implicitly __host__ __device__: the instances host code uses are
// kept in device code. A forwarding reference given an lvalue deduces an
// lvalue reference (move<int&>), and references collapse.
namespace std {
template<class T> struct remove_reference { typedef T type; };
template<class T> struct remove_reference<T&> { typedef T type; };
template<class T> constexpr typename remove_reference<T>::type&& move(T&& t) noexcept
{ return static_cast<typename remove_reference<T>::type&&>(t); }
template<class T> constexpr T&& forward(typename remove_reference<T>::type& t) noexcept
{ return static_cast<T&&>(t); }
template<class T> void swap_values(T &a, T &b) { T tmp = std::move(a); a = std::move(b); b = std::move(tmp); }
}
struct Box { int v; };
template<class T> T pass(T x) { return std::forward<T>(x); }
int main()
{
    int a = 1, b = 2;
    std::swap_values(a, b);
    Box x{1}, y{2};
    std::swap_values(x, y);
    double d = pass(2.5);
    return a + (int)d;
}
__global__ void k(int *p) { *p = 1; }
