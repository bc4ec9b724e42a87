template <typename In, typename Out>
__global__ void cast_kernel(const In *in, Out *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = static_cast<Out>(in[i]);
}

template <typename In, typename Out>
void cast_all(const In *in, Out *out, int n)
{
    cast_kernel<In, Out><<<(n + 255) / 256, 256>>>(in, out, n);
}

int main()
{
    int *i;
    float *f;
    double *d;
    cudaMalloc((void **)&i, 100 * sizeof(int));
    cudaMalloc((void **)&f, 100 * sizeof(float));
    cudaMalloc((void **)&d, 100 * sizeof(double));
    cast_all(i, f, 100);
    cast_all(f, d, 100);
    return 0;
}
