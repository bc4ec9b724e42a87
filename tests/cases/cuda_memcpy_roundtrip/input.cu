#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__global__ void increment(int *a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] += 1;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 256;
    size_t bytes = n * sizeof(int);
    int *h_a = (int *)malloc(bytes);
    int *h_b = (int *)malloc(bytes);
    memset(h_a, 0, bytes);
    int *d_a = NULL;
    cudaMalloc((void **)&d_a, bytes);
    cudaMemcpy(d_a, h_a, bytes, cudaMemcpyHostToDevice);
    increment<<<(n + 127) / 128, 128>>>(d_a, n);
    cudaMemcpy(h_b, d_a, bytes, cudaMemcpyDeviceToHost);
    int errors = 0;
    for (int i = 0; i < n; i++)
        if (h_b[i] != 1)
            errors++;
    printf("%s (%d errors)\n", errors ? "FAILED" : "PASSED", errors);
    cudaFree(d_a);
    free(h_a);
    free(h_b);
    return errors != 0;
}
