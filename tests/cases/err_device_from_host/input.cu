__device__ int device_only(int x)
{
    return x * 2;
}

int main()
{
    int y = device_only(21);
    return y;
}
