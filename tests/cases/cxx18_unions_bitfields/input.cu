#include <cstdio>
union FloatBits {
    float f;
    unsigned int u;
    struct { unsigned int mant : 23; unsigned int exp : 8; unsigned int sign : 1; } parts;
};
struct Flags {
    unsigned int a : 3;
    unsigned int b : 5;
    int c : 4;
    bool d : 1;
};
__global__ void k(float *in, unsigned *out, Flags *fl)
{
    FloatBits fb;
    fb.f = in[threadIdx.x];
    out[threadIdx.x] = fb.parts.exp + fb.parts.sign;
    Flags f = fl[0];
    f.a = 5; f.b = f.a + 1; f.c = -2; f.d = true;
    fl[1] = f;
}
int main()
{
    float *i; unsigned *o; Flags *f;
    cudaMalloc((void **)&i, 128); cudaMalloc((void **)&o, 128); cudaMalloc((void **)&f, 2 * sizeof(Flags));
    k<<<1, 32>>>(i, o, f);
    FloatBits fb; fb.f = 1.0f;
    printf("%u %zu\n", fb.u, sizeof(Flags));
    return 0;
}
