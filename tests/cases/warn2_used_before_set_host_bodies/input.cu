__global__ void k(float *o) { o[0] = 1; }
void use(float *);
void f() { float *p; use(p); }
void g() { float *q; k<<<1,1>>>(q); }
void h() { int n; float *r = 0; k<<<n,1>>>(r); }
int main() { float *o; use(o); return 0; }
