struct S1 { int a; };
struct S2 { int a; };
struct S3 { int a; };
enum E4 { e4 = 1 };
enum E5 { e5 = 1 };
typedef int T6;
struct S7 { enum E { v = 1 }; };
struct S8 { int a; };
unsigned long f1() { return sizeof(S1); }
unsigned long f2() { return sizeof(S2 *); }
unsigned long f3() { S3 *p = 0; return sizeof(*p); }
unsigned long f4() { return sizeof(E4); }
unsigned long f5() { return alignof(E5); }
unsigned long f6() { return sizeof(T6); }
unsigned long f7() { return sizeof(S7::E); }
unsigned long f8() { return sizeof(S8) + 1; }
__global__ void k(int *p) { p[0] = 1; }
