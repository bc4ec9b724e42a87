// A constructor builds the bases and members it does not name with their
// default constructors (constexpr ones too), in declaration order; const
// data members are declared without const in device code.
#include <cuda_runtime.h>
struct A { int x; __device__ A() { x = 1; } };
struct CA { int y; __device__ constexpr CA() : y(2) {} };
struct M { int z; __device__ M() { z = 3; } };
struct D1 : A { int w; __device__ D1() {} };
template <unsigned N> struct TB : A { __device__ TB() { x = N; } };
struct D3 : TB<4> { int *const p; __device__ D3() : p(0) {} };
struct D2 : CA, A { M m; const int c; int *const p; int w; __device__ D2(int q) : p(0), c(q) { w = q; } };
__global__ void k(int *o) { D1 a; D2 b(3); D3 d; o[0] = a.w + b.w + b.c + b.m.z + d.x; }
