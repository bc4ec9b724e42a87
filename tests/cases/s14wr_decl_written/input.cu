namespace ns {
struct HI { static unsigned long hash(const void *p, unsigned long n) { return n; } };
template <typename A> struct AT {
  int x;
public:
  [[nodiscard]] static A*
  alloc1(A& a) { return &a; }
protected:
  static A*
  alloc2(A& a) { return &a; }
public:
  [[nodiscard]] static A*
  alloc3(A& a);
private:
  static A* alloc4(A& a) { return &a; }
};

template <typename T>
T* relocate(T* a,
            T* b,
            [[maybe_unused]] int& c) noexcept
{ return a; }

template <typename T> struct V {
  typedef T* iterator;
  typedef long difference_type;
  iterator ins(int a);
  template <typename... Args> iterator emp(int a, Args&&... args);
  V& operator=(const V<T>& o);
  unsigned long h(const void *p) const { return ns::HI::hash(p, 4); }
  void g(int n) {
    const int __attribute__((__unused__)) k = n;
    (void)k;
  }
};
template <typename T> auto V<T>::ins(int a) -> iterator { return 0; }
template <typename T> template <typename... Args> auto V<T>::emp(int a, Args&&... args) -> iterator { return 0; }
template <typename T> V<T>& V<T>::operator=(const V<T>& o) { return *this; }

template <typename T> struct RW {
  static T* fun(T& r) { return &r; }
  static void fun(T&&) = delete;
  T* p;
  template <typename U, typename = decltype(RW::fun(static_cast<U&&>(*(U*)0)))>
  RW(U&& u) noexcept(noexcept(RW::fun(static_cast<U&&>(u)))) : p(RW::fun(static_cast<U&&>(u))) {}
};
namespace pmr {
template <typename T> struct palloc { };
template <typename T> using V = ns::V<T>;
}
}

__global__ void k(int *p) { p[0] = 1; }
int main() {
  ns::V<int> v;
  int a = 1;
  ns::relocate(&a, &a, a);
  return 0;
}
