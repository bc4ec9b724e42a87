int host_cb(int x) { return x; }

__device__ void *get_cb()
{
    return (void *)&host_cb;
}

int main()
{
    return 0;
}
