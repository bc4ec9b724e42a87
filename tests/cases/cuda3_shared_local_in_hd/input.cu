__host__ __device__ int sum(const int *p)
{
    __shared__ int acc;
    acc = p[0];
    return acc;
}

int main()
{
    return 0;
}
