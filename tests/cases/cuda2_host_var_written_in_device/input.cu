int host_counter;

__global__ void k()
{
    host_counter = threadIdx.x;
}

int main()
{
    return 0;
}
