// A non-type template argument takes its parameter's type: 256 for an
// `unsigned` parameter mangles as Lj256E, and the stub spells it 256U and
// (unsigned int)256u. A block-scope extern in two instances is one variable.
template <unsigned int Block, typename T>
__global__ void scale(T *out, unsigned int n)
{
    extern __shared__ int smem[];
    T *buf = reinterpret_cast<T *>(smem);
    unsigned int i = blockIdx.x * Block + threadIdx.x;
    buf[threadIdx.x] = out[i];
    if (i < n)
        out[i] = buf[threadIdx.x] * 2;
}

template <long Count, bool Flag>
__global__ void fill(int *out)
{
    out[threadIdx.x] = 1;
}

int main()
{
    int *a = 0;
    float *b = 0;
    scale<256, int><<<1, 256, 256 * sizeof(int)>>>(a, 10u);
    scale<128u, float><<<1, 128, 128 * sizeof(float)>>>(b, 10u);
    fill<7, true><<<1, 1>>>(a);
    return 0;
}
