__device__ float mix(float a, double b) { return a + (float)b; }
__device__ float mix(double a, float b) { return (float)a + b; }

__global__ void k(float *out)
{
    out[0] = mix(1.0f, 2.0f);
}

int main()
{
    float *o;
    cudaMalloc((void **)&o, sizeof(float));
    k<<<1, 1>>>(o);
    return 0;
}
