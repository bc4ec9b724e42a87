__device__ __launch_bounds__(128) void helper(int *p) { p[0] = 1; }

int main()
{
    return 0;
}
