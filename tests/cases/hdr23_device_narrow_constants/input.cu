// Narrow integer constants keep their cast, as one parenthesized constant.
__device__ unsigned short g(int x) { if (x) return 0x7fffU; return (unsigned short)(x >> 1); }
__device__ unsigned short g1(int x) { return static_cast<unsigned short>(0x7fffU); }
__device__ void h(short s, unsigned char c);
__device__ short g2(int x) { unsigned short us = 5; us = 7; h(3, 4); h(x, 'a'); unsigned char c = 'b'; c = 200; return us + c + (short)9; }
__device__ short g3(int x) { return 6; }
__device__ char g4(int x) { return x ? 'a' : 66; }
__global__ void k(int *p, int n)
{
  p[0] = g(n) + g1(n) + g2(n) + g3(n) + g4(n);
}
