// Temporaries of a call in a loop body that is a single statement: the
// scope of a for loop's declaration holds them (a loop without one: the
// body's own braces).
__device__ float sh(unsigned m, float v, unsigned d, int w = 32) { return v + m + d + w; }
__device__ float r1(float val) {
  for (int o = 16; o > 0; o /= 2)
    val += sh(0xffffffff, val, o);
  return val;
}
__device__ float r2(float val) {
  int o = 16;
  for (; o > 0; o /= 2)
    val += sh(0xffffffff, val, o);
  while (o < 8)
    val += sh(1u, val, o++);
  for (int i = 0; i < 2; ++i) {
    val += sh(2u, val, i);
  }
  return val;
}
__global__ void k(float *p) { p[0] = r1(p[1]) + r2(p[2]); }
