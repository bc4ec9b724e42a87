#include <stdio.h>

struct Buffer {
    float *data;
    int size;
};

int main()
{
    int n = 256;
    float *host = new float[n];
    Buffer *b = new Buffer;
    b->data = host;
    b->size = n;
    for (int i = 0; i < n; i++)
        host[i] = i * 0.5f;
    float *dev;
    cudaMalloc((void **)&dev, n * sizeof(float));
    cudaMemcpy(dev, b->data, n * sizeof(float), cudaMemcpyHostToDevice);
    printf("%f\n", host[n - 1]);
    delete b;
    delete[] host;
    cudaFree(dev);
    return 0;
}
