// device call arguments: the address of a variable or of its `.` member, and an array, are passed as is (no temporary)
__device__ void g(float *p, int a, int b) { *p = a + b; }
__device__ float h1(int a, int b) { float r; g(&r, a, b); return r; }
__device__ float h2(int a, int b) { float r[2]; g(&r[1], a, b); return r[0]; }
struct S { float f; };
__device__ float h3(int a, int b) { S s; g(&s.f, a, b); return s.f; }
__device__ float h4(float *q, int a, int b) { g(q, a, b); return *q; }
__device__ float h5(int a, int b) { float r; float *q = &r; g(q, a, b); return r; }
__device__ float h6(float x, int a, int b) { g(&x, a, b); return x; }
__global__ void k(float *o, int a, int b) { o[0] = h1(a, b) + h2(a, b) + h3(a, b) + h4(o, a, b) + h5(a, b) + h6(1.0f, a, b); }
struct T { S in; S *ps; };
__device__ float h7(S *p, int a, int b) { g(&p->f, a, b); return 0; }
__device__ float h8(int a, int b) { T t; g(&t.in.f, a, b); return 0; }
__device__ float h9(T t, int a, int b) { g(&t.ps->f, a, b); return 0; }
__device__ float h10(int a, int b) { float r[2]; g(r, a, b); return 0; }
__device__ void g2(float *p) { *p = 0; }
__device__ void g3(float *p, int a) { *p = a; }
__device__ float h11(int a) { float r[2]; g2(r); g3(r, a); g3(r, 1); float *q = r; g2(q); return 0; }
