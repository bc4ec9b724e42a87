float f(float x) { return x; }
double f(double x) { return x; }
template<class T> struct L { static T eps() { return T(); } };
template<class T> T h(T x, int i) {
  static const T arr[2] = { T(1), T(2) };
  const int ci = f(x);
  T a1 = (-x) * (-x);
  T a2 = arr[0] * (T)2;
  T a3 = (-x) + x;
  T a4 = (T)i * (T)i;
  T a5 = ((-x) / ((T)2)) * ((T)3);
  T a6 = -x * x;
  T a7 = ((T)4) * L<T>::eps();
  T a8 = (x = x);
  T a9 = i + ci;
  T a10 = ci + 1;
  T a11 = -ci;
  T a12 = ci ? -T(1) : T(2);
  T a13 = i ? -T(1) : T(2);
  T a14 = (-x) ? x : x;
  T a15 = (T)i + 1;
  T a16 = ((T)i) + (T)1;
  T a17 = (-x) + 1;
  T a18 = arr[i];
  T a19 = *&x;
  T a20 = sizeof(T);
  T a21 = x < x;
  int a22 = (-x) < (T)1;
  bool a23 = (-x) < (T)1;
  return a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 + a11 + a12 + a13 + a14 + a15 + a16 + a17 + a18 + a19 + a20 + a21 + a22 + a23;
}
template<class T> struct C { T m; T g(T y) { T a = -m; T b = -y; T c = (-m) * (T)2; return a + b + c; } };
__global__ void k(float *p) { p[0] = 1.0f; }
template<class T> T h2(T x, int i) {
  T a1 = -x;
  T a2 = x + x;
  T a3 = -f(x);
  T a4 = f(x) + f(x);
  T a5 = ((T)4) * x;
  T a7 = (-x) / ((T)2);
  T a8 = ((T)4) * f(x);
  T a9 = i ? x : x;
  T a10 = -((T)i);
  T a18 = !x;
  T a19 = x++;
  T a25 = (T)4 * (T)5;
  T a26 = x - -x;
  T a27 = (x == x) ? x : -x;
  T a28 = ((i % 2) == 1) ? -((T)1) : ((T)1);
  int b1 = -i; int b2 = i + 1; unsigned b3 = sizeof(T)/sizeof(int);
  return a1 + a2 + a3 + a4 + a5 + a7 + a8 + a9 + a10 + a18 + a19 + a25 + a26 + a27 + a28 + b1 + b2 + b3;
}
