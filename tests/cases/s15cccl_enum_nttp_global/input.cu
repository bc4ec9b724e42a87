enum class GO { A, B };
enum Plain { P0, P1 = 7 };
namespace ns { enum class SO : unsigned char { X = 3 }; }
template <GO O, Plain P, ns::SO S> __global__ void k(int *p) {}
int main() {
  k<GO::B, P1, ns::SO::X><<<1, 1>>>(0);
  k<(GO)5, (Plain)3, (ns::SO)9><<<1, 1>>>(0);
  return 0;
}
