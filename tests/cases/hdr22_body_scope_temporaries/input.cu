// Where the call temporaries of a statement body are declared: a body
// without declarations of its own is a scope for them only while every
// scope nested in the enclosing scope is inside it; in an inline function
// no body is (the innermost scope declares them).
__device__ float sh(unsigned m, float v, unsigned d, int w = 32) { return v + m + d + w; }
__device__ float a1(float val, int o) {
  for (int t = 0; t < o; t++) {
    val += sh(1u, val, o);
    for (int k = 0; k < 4; ++k) val += 1;
  }
  return val;
}
template<class T> __device__ T a2(T val, int o) {
  if (val > 1) { val += sh(1u, val, o); }
  if (val > 2) { float q = 1; val += sh(2u, q, o); }
  return val;
}
__device__ float a3(float val, int o) {
  if (val > 1) { val += sh(1u, val, o); }
  for (int k = 0; k < 4; ++k) val += 1;
  return val;
}
__device__ float a4(float val, int o) {
  if (val > 1) { val += sh(1u, val, o); for (int k = 0; k < 4; ++k) val += 1; }
  return val;
}
__device__ float a5(float val, int o) {
  if (val > 1) val += sh(1u, val, o);
  if (val > 2) { float q = 1; val += q; }
  { { val += sh(5u, val, o); } }
  return val;
}
__inline__ __device__ float i1(float val, int o) {
  for (int k = 0; k < 4; ++k) val += sh(2u, val, o);
  for (int i = 0; i < 2; ++i) {
    val += sh(3u, val, i);
  }
  if (val > 0) {
    for (int j = 0; j < 4; ++j) val += sh(4u, val, j);
  }
  return val;
}
struct S { __device__ float m(float val, int o); };
inline __device__ float S::m(float val, int o) {
  for (int k = 0; k < 4; ++k) val += sh(2u, val, o);
  return val;
}
__global__ void k(float *p) {
  S s;
  p[0] = a1(p[1], 2) + a2(p[3], 3) + a3(p[4], 4) + a4(p[5], 5) + a5(p[6], 6) + i1(p[7], 7) + s.m(p[8], 8);
}
