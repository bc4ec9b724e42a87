__global__ void leaf(int *p) { p[0] = 1; }

__device__ void helper(int *p)
{
    leaf(p);
}

int main()
{
    return 0;
}
