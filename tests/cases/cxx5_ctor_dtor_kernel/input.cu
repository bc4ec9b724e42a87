// A class with a user constructor and destructor, used by value in a kernel.
struct Accum {
    float sum;
    int count;
    __device__ Accum(float start) : sum(start), count(0) {}
    __device__ ~Accum() { count = -1; }
    __device__ void add(float v) { sum += v; ++count; }
    __device__ float mean() const { return count ? sum / count : 0.0f; }
};

__global__ void average(const float *in, float *out, int n)
{
    Accum a(0.0f);
    for (int i = 0; i < n; ++i)
        a.add(in[i]);
    out[threadIdx.x] = a.mean();
}

int main()
{
    float *in, *out;
    cudaMalloc((void **)&in, 64 * sizeof(float));
    cudaMalloc((void **)&out, 32 * sizeof(float));
    average<<<1, 32>>>(in, out, 64);
    return 0;
}
