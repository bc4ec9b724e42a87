int host_value;
__device__ int &alias = host_value;

int main()
{
    return 0;
}
