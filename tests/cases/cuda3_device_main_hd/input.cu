__host__ __device__ int main()
{
    return 0;
}
