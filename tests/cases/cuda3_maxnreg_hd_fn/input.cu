__host__ __device__ __maxnreg__(64) int twice(int x) { return 2 * x; }

int main()
{
    return twice(2);
}
