__global__ auto k(int *p) { p[0] = 1; }

int main()
{
    return 0;
}
