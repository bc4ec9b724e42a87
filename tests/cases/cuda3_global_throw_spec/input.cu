__global__ void k(int *p) throw() { p[0] = 1; }

int main()
{
    return 0;
}
