__device__ int read_value(int x)
{
    int r;
    asm("mov.u32 %0, %1;" : "=r"(r) : "g"(x));
    return r;
}

int main()
{
    return 0;
}
