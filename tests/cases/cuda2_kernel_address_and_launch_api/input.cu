__global__ void scale(float *p, float s) { p[threadIdx.x] *= s; }

int main()
{
    float *p;
    cudaMalloc((void **)&p, 64 * sizeof(float));
    float s = 2.0f;
    void *args[] = {&p, &s};
    void (*fn)(float *, float) = scale;
    cudaLaunchKernel((const void *)fn, dim3(1), dim3(64), args, 0, 0);
    return 0;
}
