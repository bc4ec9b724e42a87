__cluster_dims__(2, 1, 1) void host_side(int *p) { p[0] = 1; }

int main()
{
    int x;
    host_side(&x);
    return x;
}
