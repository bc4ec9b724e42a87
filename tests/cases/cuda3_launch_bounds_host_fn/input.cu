__launch_bounds__(256) void host_helper(int *p) { p[0] = 1; }

int main()
{
    int x;
    host_helper(&x);
    return x;
}
