__shared__ int ns_shared = 3;

__global__ void k(int *p) { p[0] = ns_shared; }

int main()
{
    return 0;
}
