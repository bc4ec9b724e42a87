thread_local __constant__ int table[4];

__global__ void k(int *p) { p[0] = table[0]; }

int main()
{
    return 0;
}
