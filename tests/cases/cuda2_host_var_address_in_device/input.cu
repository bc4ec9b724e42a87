float host_table[16];

__device__ float *table_ptr()
{
    return &host_table[0];
}

int main()
{
    return 0;
}
