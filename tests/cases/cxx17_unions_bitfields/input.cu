union Bits {
    float f;
    unsigned int u;
};

struct Flags {
    unsigned int a : 3;
    unsigned int b : 5;
    int c : 8;
    bool d : 1;
};

__device__ unsigned int as_bits(float f)
{
    Bits b;
    b.f = f;
    return b.u;
}

__global__ void k(unsigned int *o, const float *in, Flags fl)
{
    o[threadIdx.x] = as_bits(in[threadIdx.x]) + fl.a + fl.b + fl.c + fl.d;
}

int main()
{
    unsigned int *o; float *in;
    cudaMalloc((void **)&o, 128); cudaMalloc((void **)&in, 128);
    Flags f{};
    f.a = 3; f.b = 17; f.c = -4; f.d = true;
    k<<<1, 32>>>(o, in, f);
    return sizeof(Flags) - 4;
}
