// a type and a non-type template of one name: the explicit argument's kind picks the template
#include <cstdio>
enum Kind { KNone, KFloat, KInt };
struct Desc { int bits; Kind k; };
static Desc make(int b, Kind k) { Desc d; d.bits = b; d.k = k; return d; }
template <class T> inline Desc describe(void) { return make(0, KNone); }
template <> inline Desc describe<float>(void) { return make(32, KFloat); }
template <> inline Desc describe<int>(void) { return make(32, KInt); }
template <Kind> inline Desc describe(void) { return make(0, KNone); }
template <> inline Desc describe<KFloat>(void) { return make(8, KFloat); }

__global__ void k(int *o) { o[threadIdx.x] = threadIdx.x; }

int main() {
  Desc a = describe<float>();
  Desc b = describe<KFloat>();
  Desc c = describe<double>();
  printf("%d %d %d\n", a.bits, b.bits, c.bits);
  k<<<1, 1>>>(nullptr);
  return 0;
}
