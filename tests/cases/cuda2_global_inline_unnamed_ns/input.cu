inline namespace {
__global__ void hidden_kernel(int *p) { p[0] = 1; }
}

int main()
{
    return 0;
}
