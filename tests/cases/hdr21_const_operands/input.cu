// A constant variable converted as the operand of an operation that is not
// folded is written bare (a conv_constant grid computation).
const int G = 5;
struct D3 { unsigned x, y; D3(unsigned a, unsigned b) : x(a), y(b) {} };
int main() {
  const int w = 512, h = 256; unsigned u = 3; long l = 4; float f = 1.0f; double d = 2;
  u = w + u; l = w + l; f = w * f; d = d + w; u = G + u; l = l - G; unsigned v = w; u = u * w;
  D3 block(16, 16); D3 grid((w + block.x - 1) / block.x, (h + block.y - 1) / block.y);
  return (int)(u + l + f + d + v + grid.x);
}
