__global__ void k(int *p)
{
    thread_local int scratch;
    scratch = p[threadIdx.x];
    p[threadIdx.x] = scratch;
}

int main()
{
    return 0;
}
