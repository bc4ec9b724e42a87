// GCC splits a line with line markers where a macro from another header
// (or with other flags) expands; EDG repeats the file name at a position in
// a new marker span, even on the same line: a device function template's
// name after such an attribute, a member function's name after a leading
// attribute that came from the earlier span.
#define DEV __device__
# 1 "sys_a.h" 1 3
template <typename T>
static inline 
# 3 "sys_a.h"
  __attribute__((device))
# 3 "sys_a.h" 3
  void f(int x, T) {
  {}
# 8 "sys_a.h" 3
}
template <typename T>
static inline DEV void g(int x, T) {
  x++;
}
template <class T>
struct S {
  __attribute__((__visibility__("hidden"))) inline 
# 15 "sys_a.h"
 __attribute__((host)) __attribute__((device)) 
# 15 "sys_a.h" 3
   constexpr T operator()(const T& x) const
  {
    return x;
  }
  __attribute__((__visibility__("hidden"))) inline 
# 20 "sys_a.h"
 __attribute__((host)) 
# 20 "sys_a.h" 3
   static constexpr T zero() { return T(); }
};
# 30 "input.cu" 2
__global__ void k() { f(1, 2); g(1,2); }
