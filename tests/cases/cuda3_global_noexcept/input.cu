__global__ void k(int *p) noexcept { p[0] = 1; }

int main()
{
    return 0;
}
