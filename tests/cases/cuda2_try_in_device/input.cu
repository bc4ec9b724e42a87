__global__ void k(int *p)
{
    try {
        p[0] = 1;
    } catch (...) {
        p[0] = 0;
    }
}

int main()
{
    return 0;
}
