__global__ void k(__shared__ int *p) { p[0] = 0; }

int main()
{
    return 0;
}
