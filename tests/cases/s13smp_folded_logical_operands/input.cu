// Operands of && and || folded to constants in a template instance (a
// bool template parameter, a comparison of a non-type parameter) and
// written constants.
template <bool B, unsigned N>
__global__ void k(int *a, unsigned n) {
  if (B || n + N < 3) a[0] = 1;
  if ((N >= 512) && (n < 256)) a[1] = 2;
  if (N >= 64 && n < 32) a[2] = 3;
  if (true && n < 3) a[3] = 4;
  if (n < 3 || false) a[4] = 5;
  bool t = B && n > 1;
  a[5] = t;
  a[6] = B;
  a[7] = (N > 4) ? 1 : 2;
  bool u = B;
  a[8] = u || (N < 2);
}
template __global__ void k<true, 512>(int *, unsigned);
template __global__ void k<false, 128>(int *, unsigned);
