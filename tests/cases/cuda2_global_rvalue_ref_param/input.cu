__global__ void k(int &&v, int *out) { out[0] = v; }

int main()
{
    return 0;
}
