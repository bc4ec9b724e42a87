// Explicit template arguments written on a call or launch are printed as
// constants of their parameters' types (the stub's wrapper too).
template <unsigned N, long M, unsigned char C, short S>
__global__ void tiles(int *out) { out[0] = 1; }
template <unsigned long long B, bool F>
int host_pick() { return F ? (int)B : 0; }
int main() {
  int *a = 0;
  tiles<128, 5, 'x', 3><<<1, 128>>>(a);
  tiles<4000000000u, -2, 200, -7><<<1, 1>>>(a);
  return host_pick<9, true>() + host_pick<3000000000, false>();
}
