void setup()
{
    __device__ int flag;
}

int main()
{
    return 0;
}
