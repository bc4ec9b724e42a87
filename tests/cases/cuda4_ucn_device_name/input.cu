__device__ int caf\u00e9_count;

__global__ void k() { caf\u00e9_count = 1; }

int main()
{
    return 0;
}
