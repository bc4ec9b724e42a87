__constant__ float factor;

__global__ void kernel(float *x)
{
    factor = 2.0f;
    x[threadIdx.x] *= factor;
}

int main()
{
    return 0;
}
