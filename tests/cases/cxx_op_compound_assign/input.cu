struct Accum {
    double sum;
    int count;
    __host__ __device__ Accum &operator+=(double v)
    {
        sum += v;
        count += 1;
        return *this;
    }
    __host__ __device__ Accum &operator+=(const Accum &o)
    {
        sum += o.sum;
        count += o.count;
        return *this;
    }
    __host__ __device__ double mean() const { return count ? sum / count : 0.0; }
};

__global__ void partial(const double *x, Accum *out, int n)
{
    Accum a = {0.0, 0};
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        a += x[i];
    out[threadIdx.x] = a;
}

int main()
{
    Accum total = {0.0, 0};
    Accum part = {3.0, 2};
    total += part;
    total += 1.5;
    double *x;
    Accum *o;
    cudaMalloc((void **)&x, 1024 * sizeof(double));
    cudaMalloc((void **)&o, 128 * sizeof(Accum));
    partial<<<1, 128>>>(x, o, 1024);
    return total.mean() > 1.0 ? 0 : 1;
}
