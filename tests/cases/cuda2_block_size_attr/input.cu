#define __block_size__(...) __attribute__((block_size(__VA_ARGS__)))

__global__ void __block_size__((128, 1, 1)) k(float *p) { p[threadIdx.x] = 0; }

int main()
{
    return 0;
}
