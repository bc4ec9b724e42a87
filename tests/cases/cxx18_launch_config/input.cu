#include <cstdio>
__global__ void k(float *p, int n)
{
    extern __shared__ float sm[];
    int i = threadIdx.x;
    if (i < n) { sm[i] = p[i]; __syncthreads(); p[i] = sm[n - 1 - i]; }
}
int main()
{
    float *p;
    int n = 256;
    cudaMalloc((void **)&p, n * sizeof(float));
    cudaStream_t s;
    cudaStreamCreate(&s);
    dim3 grid(2, 1, 1), block(128);
    k<<<1, n>>>(p, n);
    k<<<grid, block>>>(p, n);
    k<<<dim3(1), dim3(n), n * sizeof(float)>>>(p, n);
    k<<<1, n, n * sizeof(float), s>>>(p, n);
    k<<<grid, 128, 0, 0>>>(p, n);
    size_t shm = 1024;
    k<<<(n + 127) / 128, 128, shm, s>>>(p, n);
    void *args[] = {&p, &n};
    cudaLaunchKernel((const void *)k, grid, block, args, 0, s);
    cudaStreamSynchronize(s);
    cudaStreamDestroy(s);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
