__global__ int compute(int *p) { p[0] = 1; return 0; }

int main()
{
    return 0;
}
