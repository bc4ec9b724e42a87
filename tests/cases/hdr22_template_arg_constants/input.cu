// Constant template arguments: a `char` constant is a character literal,
// and a constant of a dependent specialization is still converted to its
// parameter's type (`timpl< 0UL, T...> `, `dgi< B, 2U> `).
template<char C> struct digit { static const int v = 0; };
template<> struct digit<'0'> { static const int v = 1; };
template<int B, char C> struct digit2 { };
template<int B> struct digit2<B, '1'> { };
template<int B> struct digit2<B, '\''> { };
template<unsigned long N, typename... T> struct timpl {};
template<typename... T> struct tup : timpl<0, T...> { typedef timpl<0, T...> Inh; };
template<unsigned U> struct uc {};
template<int B, unsigned U> struct dgi {};
template<int B> struct dg : uc<2>, dgi<B, 2> { typedef uc<3> x; };
template<unsigned long long N> struct ull {};
template<int B> struct pw : ull<0> {};
template<int B, long long N> struct sll {};
template<int B> struct ps : sll<B, 5> {};
int main() { return digit<'0'>::v; }
