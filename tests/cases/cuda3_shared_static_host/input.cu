void host_work(float *p)
{
    static __shared__ float tile[32];
    tile[0] = p[0];
    p[1] = tile[0];
}

int main()
{
    return 0;
}
