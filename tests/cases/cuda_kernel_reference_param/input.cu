__global__ void kernel(int &x)
{
    x = 1;
}

int main()
{
    int v = 0;
    kernel<<<1, 1>>>(v);
    return 0;
}
