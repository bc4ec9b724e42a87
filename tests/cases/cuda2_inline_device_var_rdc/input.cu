inline __device__ int shared_state = 5;

__global__ void k(int *p) { p[0] = shared_state; }

int main()
{
    return 0;
}
