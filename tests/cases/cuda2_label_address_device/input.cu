__device__ int dispatch(int op)
{
    void *target = &&done;
    goto *target;
done:
    return op;
}

int main()
{
    return 0;
}
