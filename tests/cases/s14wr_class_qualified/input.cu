typedef unsigned long size_t;
typedef long ptrdiff_t;
template <typename T> T&& declval();
template <typename T> struct traits { static const T max = 0; };
template <typename T> struct RW {
  static int sv;
  static T* fun(T& r) { return &r; }
  static void fun(T&&) = delete;
  static int one(int a) { return a; }
  typedef ptrdiff_t difference_type;
  T* p;
  int q;
  template <typename U, typename = decltype(RW::fun(declval<U>()))>
  RW(U&& u) noexcept(noexcept(RW::fun(declval<U>()))) : p(RW::fun(u)), q(RW::one(1)) {}
  int get(T& t) {
    int a = RW::sv + RW::one(2);
    T* b = RW::fun(t);
    long m = traits<difference_type>::max;
    return a + (b != 0) + m;
  }
};
struct NC {
  static int one(int a) { return a; }
  int get() { return NC::one(3); }
};
template <typename A> struct al {
  A* allocate(size_t n);
};
template <typename A, typename = void> struct is_al { static const bool value = false; };
template <typename A> struct is_al<A, decltype((void)declval<A&>().allocate(size_t{}))> { static const bool value = true; };
template <typename A> struct base {
  typedef al<A> alloc_traits;
};
template <typename A> struct derived : base<A> {
  typedef typename base<A>::alloc_traits alloc_traits;
  void f() { typename alloc_traits::template_t x{}; }
};
__global__ void k(int *p) { p[0] = 1; }
int main() { NC n; return n.get(); }
