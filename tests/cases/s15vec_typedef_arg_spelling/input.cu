namespace ns { typedef long ptrdiff_t; struct Q{}; typedef Q QQ; typedef int I; typedef short S; }
typedef long gl;
typedef ns::I gi;
template<typename T> struct traits { static const T max = 100; };
template<typename T> struct tr2 { };
template<typename T> struct tr3 { };
long g0() { return sizeof(tr3<ns::S>); }
template<class T> long t1() { return sizeof(traits<ns::ptrdiff_t>) + sizeof(tr2<gi>) + sizeof(tr3<ns::S>); }
long g() { return sizeof(traits<ns::ptrdiff_t>); }
long g2() { return sizeof(tr2<gl>) + sizeof(tr2<ns::QQ>) + sizeof(tr2<int>); }
template<class T> long t2() { return sizeof(traits<gl>) + sizeof(tr2<gl>) + sizeof(tr2<ns::QQ>) + sizeof(tr2<ns::I>); }
template<class T> struct C {
  typedef gi ci;
  long f() { return sizeof(tr2<ci>) + sizeof(tr2<ns::S>); }
};
__global__ void k() {}
int main() { return (int)(g() + g2() + t1<int>() + t2<int>() + C<int>().f()); }
