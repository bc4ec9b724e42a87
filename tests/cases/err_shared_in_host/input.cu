void host_function()
{
    __shared__ int buffer[32];
    buffer[0] = 1;
}

int main()
{
    host_function();
    return 0;
}
