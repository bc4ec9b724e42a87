__device__ int checked(int v)
{
    if (v < 0)
        throw v;
    return v;
}

int main()
{
    return 0;
}
