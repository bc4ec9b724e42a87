__device__ __cluster_dims__(2, 1, 1) void helper(float *p) { p[0] = 0; }

int main()
{
    return 0;
}
