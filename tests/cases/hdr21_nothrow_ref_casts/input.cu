// A function declared noexcept or throw() is written with
// __attribute__((__nothrow__)) (after __noinline__); a cast to a reference
// type is a cast of the operand's address: `(T *)r` for a reference,
// `((T *)&x)` for an object, dereferenced where the value is used.
__device__ int f1() noexcept { return 1; }
__device__ __noinline__ int f2() noexcept { return 2; }
template<class T> __device__ T f3(T x) noexcept { return x; }
__host__ __device__ int f4(int &x) noexcept { return static_cast<int&&>(x); }
template<class T> __device__ T&& f5(T& x) noexcept { return static_cast<T&&>(x); }
__device__ int f6(int x) noexcept(true) { return x; }
__device__ int f7(int x) throw() { return x; }
__device__ int gy;
__device__ int &g2() { return static_cast<int&>(gy); }
__device__ int g3(int &q) { int &r2 = static_cast<int&>(q); int &r3 = gy; return r2 + r3; }
__device__ int g1(int y) { int &r = static_cast<int&>(y); return static_cast<int&&>(y) + r + (int&)y; }
__global__ void k(int *p) { int y = 2; *p = f1() + f2() + f3(1) + f4(y) + f5(y) + f6(1) + f7(2) + g1(1) + g2() + g3(*p); }
