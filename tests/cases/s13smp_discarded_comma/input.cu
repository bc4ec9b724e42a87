// A comma expression whose value is discarded (a for increment, an
// expression statement): its right operand is cast to void.
__global__ void k(int *p, int n, int s) {
  int acc = 0;
  for (int a = 0, b = 0; a < n; a += s, b += 2) acc += p[a] + b;
  for (int i = 0; i < n; ++i, --n) acc += i;
  acc += 1, n -= 1;
  p[0] = acc, p[1] = n, p[2] = s;
  int v = (acc++, n++);
  p[3] = v;
}
template <int S>
__global__ void t(int *p, int n) {
  int acc = 0;
  for (int a = 0, b = 0; a < n; a += S, b += 2) acc += p[a] + b;
  p[0] = acc;
}
template __global__ void t<4>(int *, int);
