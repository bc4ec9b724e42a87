__global__ void k(int *p) noexcept(false) { p[0] = 0; }

int main()
{
    return 0;
}
