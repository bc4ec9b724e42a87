__device__ void swap_ref(float &a, float &b)
{
    float t = a;
    a = b;
    b = t;
}

__device__ const float &larger(const float &a, const float &b) { return a > b ? a : b; }

__global__ void sort2(float *p)
{
    float &x = p[2 * threadIdx.x];
    float &y = p[2 * threadIdx.x + 1];
    if (x > y)
        swap_ref(x, y);
    p[0] = larger(x, y);
}

void bump(int &&tmp, int &out) { out = tmp + 1; }

int main()
{
    float *p;
    cudaMalloc((void **)&p, 64 * sizeof(float));
    sort2<<<1, 32>>>(p);
    int r = 0;
    bump(41, r);
    return r - 42;
}
