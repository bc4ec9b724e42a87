// Attributes after a template header on a later line are marked at
// their own line.
template <class T>
__attribute__((deprecated)) inline int old_fn(T) { return 0; }
template <class T, bool = true>
__attribute__((__deprecated__("use new_fn"))) inline int old_fn2(T) { return 0; }
template <class T, bool = true>
  __attribute__((__deprecated__("use new_fn")))
  constexpr int old_fn3(T) { return 0; }
template <class T> __attribute__((deprecated)) inline int same_line(T) { return 0; }
template <class T>
__attribute__((deprecated)) static inline int old_static(T) { return 0; }
struct S {
  template <class U, bool = false>
    __attribute__((__deprecated__("no")))
    constexpr S(U, int) { }
  S() { }
  template <class U>
  __attribute__((deprecated)) int m(U) { return 0; }
};
__global__ void k(int *o) { o[0] = 1; }
int main() { return 0; }
