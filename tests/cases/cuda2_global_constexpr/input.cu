constexpr __global__ void k(int *p) { }

int main()
{
    return 0;
}
