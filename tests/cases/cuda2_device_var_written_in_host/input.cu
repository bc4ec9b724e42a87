__device__ int config_flag;

int main()
{
    config_flag = 1;
    return 0;
}
