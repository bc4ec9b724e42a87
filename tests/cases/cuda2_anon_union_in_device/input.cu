static union {
    int as_int;
    float as_float;
};

__global__ void k(int *p) { p[0] = as_int; }

int main()
{
    return 0;
}
