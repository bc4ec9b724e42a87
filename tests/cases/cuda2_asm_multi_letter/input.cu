__device__ int copy_bits(int x)
{
    int r;
    asm("mov.b32 %0, %1;" : "=r"(r) : "rm"(x));
    return r;
}

int main()
{
    return 0;
}
