struct C1 { enum { v = 1 }; };
struct C2 { enum { v = 2 }; };
struct C3 { enum { v = 3 }; };
struct C4 { enum { v = 4 }; };
struct C5 { enum { v = 5 }; };
struct C6 { enum { v = 6 }; };
struct C7 { enum { v = 7 }; };
struct C8 { enum { v = 8 }; };
struct C9 { enum { v = 9 }; };
struct C10 { enum { v = 10 }; };
struct C11 { static const int v = 11; };
struct C12 { enum E { v = 12 }; };
template <class T> struct D { enum { v = 2 }; };
template <class T> struct E { enum { v = 3 }; };
template <> struct E<int> { enum { v = 4 }; };
int f1() { return C1::v; }
int f2() { int x = C2::v; return x; }
int f3() { return (int)C3::v; }
int f4() { return C4::v * 1; }
bool f5() { return C5::v == 1; }
int f6() { return +C6::v; }
int f7() { auto y = C7::v; return y; }
void h(int);
void f8() { h(C8::v); }
void f9() { if (C9::v) h(0); }
int f10() { int z = 0; z += C10::v; return z; }
int f11() { return C11::v; }
int f12() { return sizeof(C12::E); }
int g() { return D<int>::v; }
int g2() { return E<int>::v; }
__global__ void k(int *p) { p[0] = D<char>::v + C1::v; }
