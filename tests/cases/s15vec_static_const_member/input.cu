template<typename T> struct traits { static const T max = 100; };
struct S { static const long max = 100; };
long f1() {
  const unsigned long a = traits<long>::max;
  unsigned long b = traits<long>::max + 1;
  const unsigned long c = S::max;
  unsigned long d = S::max + 1;
  long e = S::max;
  return a + b + c + d + e;
}
template<class A> long f2() {
  const unsigned long a = traits<long>::max;
  unsigned long b = traits<long>::max + 1;
  const unsigned long c = S::max;
  unsigned long d = S::max + 1;
  long e = S::max;
  long g = traits<long>::max;
  return a + b + c + d + e + g;
}
template<class A> struct C {
  long f3() {
    const unsigned long a = traits<long>::max;
    unsigned long b = traits<long>::max + 1;
    const unsigned long c = S::max;
    unsigned long d = S::max + 1;
    long e = S::max;
    long g = traits<long>::max;
    return a + b + c + d + e + g;
  }
};
__global__ void k() {}
int main() { return f1() + f2<int>() + C<int>().f3(); }
