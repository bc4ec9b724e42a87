typedef signed short s16_t;
typedef signed int s32_t;
typedef signed long s64_t;
typedef signed long long s64ll_t;
typedef signed char s8_t;
typedef signed s_t;
typedef long signed int lsi_t;
typedef int signed is_t;
typedef short int si_t;
typedef unsigned u_t;
typedef unsigned short int us_t;

signed int gv1 = 1;
signed gv2 = 2;
long signed gv3 = 3;
signed long long gv4 = 4;

int takes(signed short a, signed int b, signed long c) { return a + b + (int)c; }
int takes2(s16_t a, s32_t b) { return a + b; }

template <typename T> struct Box { T v; signed int w; };
template <typename T> signed long conv(T x) { return (signed long)x; }

Box<signed int> b1;
Box<signed short> b2;

__device__ signed int dev_fn(signed short a, s32_t b) {
  signed long c = (signed long)a;
  return (signed int)(c + b);
}

__global__ void kern(signed int *p, signed short s, s64_t l) {
  p[0] = dev_fn(s, (signed int)l);
}

int main() {
  signed int x = (signed int)3.5;
  signed short y = static_cast<signed short>(x);
  s64_t z = conv(x);
  Box<signed long> b3;
  b3.v = z;
  kern<<<1, 1>>>(0, y, z);
  return takes(y, x, z) + takes2(y, x) + gv2 + (int)sizeof(signed);
}

signed __int128 gv5;
template <typename T, typename U> struct Pair { T a; U b; };
template <typename T> struct UsesDep { Pair<T, signed long> p; typedef Pair<signed short, T> alias_t; };
template <typename T> using SignedPair = Pair<T, signed int>;
