template <typename T>
__global__ void fill(T *p, T v) { p[threadIdx.x] = v; }

int main()
{
    float *p;
    cudaMalloc((void **)&p, 32 * sizeof(float));
    fill(p, 1.0f);
    return 0;
}
