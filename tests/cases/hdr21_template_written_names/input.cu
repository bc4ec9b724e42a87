// Names in template bodies printed as written: typedefs inside expression
// template arguments, namespace qualifiers relative to the enclosing
// namespace, alias templates as qualifiers, parameter attributes, and
// `this->` before a member function template.
namespace ns {
namespace detail { template<class T> void rel(T, long) { } }
template<class T> void top(T) { }
template<class It> struct tr { typedef It value_type; };
template<bool> struct aux { static void f() { } };
template<class I> void dd(I a) { typedef typename tr<I>::value_type V; aux<__has_trivial_destructor(V)>::f(); aux<sizeof(V) == 4>::f(); }
template<class T> void use(T* p, long n __attribute__((__unused__))) { ns::detail::rel(p, n); ns::top(p); }
template<class T> struct nt { static const T mx = 3; };
template<class T> using nt_t = nt<T>;
template<class T> T useal() { return nt_t<T>::mx; }
template<class T> struct D { template<class F> void gi(F f, int) { } template<class F> void go(F f) { this->gi(f, 1); } };
}
int main() { ns::dd(1); ns::use((int *)0, 1); return ns::useal<int>(); }
