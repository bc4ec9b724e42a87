__global__ void k(const int *p, int *out)
{
    int vals[4] = {p[0], p[1], p[2], p[3]};
    int s = 0;
    for (__shared__ int v : vals)
        s += v;
    out[0] = s;
}

int main()
{
    return 0;
}
