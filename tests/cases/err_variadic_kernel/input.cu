__global__ void kernel(int n, ...)
{
}

int main()
{
    kernel<<<1, 1>>>(1, 2, 3);
    return 0;
}
