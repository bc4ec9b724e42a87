__device__ constexpr int lanes() { return 32; }

__host__ __device__ int width(int n)
{
    return n * lanes();
}

int main()
{
    return width(2);
}
