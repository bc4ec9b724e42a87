// A local const int with a constant initializer, converted to unsigned as
// an operand of arithmetic with an unsigned value: when is the name
// parenthesized?
struct U { unsigned x, y; };
__global__ void k(int *p) { p[0] = 1; }
int main() {
  const int w = 512, h = 256;
  const long L = 7;
  U b = {16, 16};
  unsigned a1 = (w + b.x - 1) / b.x;
  unsigned a2 = w + b.y;
  unsigned a3 = b.x + h;
  unsigned a4 = w * 2u;
  long a5 = L + w;
  double a6 = w + 0.5;
  unsigned a7 = (unsigned)w + b.x;
  int a8 = w + h;
  unsigned long a9 = w + sizeof(int);
  k<<<(w + b.x - 1) / b.x, 1>>>(0);
  return (int)(a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9);
}
