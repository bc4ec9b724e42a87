template <typename... A, typename T>
__global__ void k(T t, A... a) { }

int main()
{
    return 0;
}
