// Implicit integer conversions of constants: 68 (change of sign), 69
// (truncation); bit patterns (hex, octal, binary, ~) and bool are exempt.
unsigned u = 5;
unsigned u1 = -1;
unsigned char u2 = '\xff';
unsigned char u3 = 300;
signed char s4 = 200;
short s5 = 70000;
int i6 = 3000000000u;
int i7 = 0xffffffff;
int i8 = 037777777777;
unsigned long x9 = ~0;
bool b10 = u + -1;
bool b11 = u == -1;
bool b12 = -1;
enum E { A = -1 };
unsigned u13 = A;
const int ci = -5;
unsigned u14 = ci;
unsigned u15 = true ? -1 : 0;
unsigned u16 = (unsigned)-1;
int m17 = 'ab';
void f(unsigned);
__device__ void g(unsigned *o) { unsigned v = 0; v = -1; v += -2; o[0] = v; }
void h() { f(-3); }
unsigned arr[2] = {-1, 2};
