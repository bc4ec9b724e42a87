__device__ int device_counter;
__device__ float device_table[256];
__device__ int initialized_device = 7;

__global__ void count_and_store(float value)
{
    int i = threadIdx.x;
    device_table[i] = value;
    if (i == 0)
        device_counter += initialized_device;
}

int main()
{
    int h = 0;
    count_and_store<<<1, 256>>>(2.0f);
    cudaMemcpyFromSymbol(&h, &device_counter, sizeof(int));
    return h;
}
