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
struct C11 { enum { v = 11 }; };
struct C12 { enum { v = 12 }; };
int f1(int x) { return C1::v + x; }
int f2() { return -C2::v; }
int f3() { return !C3::v; }
int f4() { return ~C4::v; }
int f5() { return C5::v ? 1 : 2; }
int f6() { return (C6::v); }
int f7() { int a; a = C7::v; return a; }
int f8(int *p) { return p[C8::v]; }
int f9(int x) { return x < C9::v; }
int f10() { return C10::v && 1; }
long f11() { return C11::v; }
bool f12() { return C12::v; }
__global__ void k(int *p) { p[0] = 1; }
