union FloatBits {
    float f;
    unsigned u;
    struct {
        unsigned mantissa : 23;
        unsigned exponent : 8;
        unsigned sign : 1;
    } parts;
};

__global__ void exponents(const float *in, int *out, int n)
{
    int i = threadIdx.x;
    if (i < n) {
        FloatBits b;
        b.f = in[i];
        out[i] = (int)b.parts.exponent - 127;
    }
}

int main()
{
    float *in;
    int *out;
    cudaMalloc((void **)&in, 32 * sizeof(float));
    cudaMalloc((void **)&out, 32 * sizeof(int));
    exponents<<<1, 32>>>(in, out, 32);
    FloatBits h;
    h.f = 1.0f;
    return h.parts.exponent == 127 ? 0 : 1;
}
