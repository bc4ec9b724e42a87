struct Shuffle {
    template <int Lane>
    __device__ static float take(const float *v) { return v[Lane]; }
    template <typename T>
    __device__ T cast(float x) const { return static_cast<T>(x); }
};

template <typename S>
__global__ void k(const float *in, int *out)
{
    S s;
    out[0] = s.template cast<int>(S::template take<3>(in));
}

int main()
{
    float *in;
    int *out;
    cudaMalloc((void **)&in, 8 * sizeof(float));
    cudaMalloc((void **)&out, sizeof(int));
    k<Shuffle><<<1, 1>>>(in, out);
    return 0;
}
