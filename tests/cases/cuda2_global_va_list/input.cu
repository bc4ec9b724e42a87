__global__ void k(__builtin_va_list args) { }

int main()
{
    return 0;
}
