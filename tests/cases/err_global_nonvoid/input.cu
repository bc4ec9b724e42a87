__global__ int compute(int *x)
{
    return x[0];
}

int main()
{
    return 0;
}
