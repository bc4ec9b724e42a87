class Accum {
public:
    __device__ Accum(float init);
    __device__ void add(float x);
    __device__ float total() const;
private:
    float sum_;
    int n_;
};

__device__ Accum::Accum(float init) : sum_(init), n_(0) {}
__device__ void Accum::add(float x) { sum_ += x; ++n_; }
__device__ float Accum::total() const { return sum_; }

__global__ void accumulate(const float *in, float *out, int n)
{
    Accum a(0.0f);
    for (int i = 0; i < n; ++i)
        a.add(in[i]);
    out[0] = a.total();
}

int main()
{
    float *in, *out;
    cudaMalloc((void **)&in, 64 * sizeof(float));
    cudaMalloc((void **)&out, sizeof(float));
    accumulate<<<1, 1>>>(in, out, 64);
    return 0;
}
