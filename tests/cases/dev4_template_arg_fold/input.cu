// In a template instance, operations on a non-type argument's value are
// folded: device code shows the values, not the expressions.
template <unsigned int Block, long Count>
__global__ void tiles(int *out, unsigned int n)
{
    unsigned int i = blockIdx.x * (Block * 2) + threadIdx.x;
    if (Block >= 64)
        out[0] = 1;
    if (Block < 32)
        out[1] = 2;
    out[2] = (int)Count + (int)n;
    out[3] = -Count;
    out[i % n] = Block - 1;
}

int main()
{
    int *a = 0;
    tiles<128, 5><<<1, 128>>>(a, 10u);
    return 0;
}
