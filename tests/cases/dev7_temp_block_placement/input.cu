// Where cicc declares the temporaries of call arguments: a block of its own or the enclosing one.
__device__ float g(float a, unsigned b) { return a + b; }
__global__ void k7(int *o, int n, float f) {
    if (n > 1) { o[0] = (int)g(f, (unsigned)n); }
}
__global__ void k8(int *o, int n, float f) {
    if (n > 1) { o[0] = (int)g(f, (unsigned)n); } else { o[1] = (int)g(f, (unsigned)n); }
}
__global__ void k9(int *o, int n, float f) {
    if (n > 1) { o[0] = (int)g(f, (unsigned)n); }
    if (n > 2) { o[1] = (int)g(f, (unsigned)n); }
}
__global__ void k10(int *o, int n, float f) {
    if (n > 1) o[0] = (int)g(f, (unsigned)n); else o[1] = (int)g(f, (unsigned)n);
}
__global__ void k11(int *o, int n, float f) {
    o[2] = (int)g(f, (unsigned)n);
    if (n > 1) { o[0] = (int)g(f, (unsigned)n); }
}
