inline namespace {
__device__ int hidden;
}

__global__ void k(int *p) { p[0] = hidden; }

int main()
{
    return 0;
}
