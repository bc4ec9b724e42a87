struct Params {
    float scale;
    int shift;
};

template <typename F>
__global__ void apply(F f, float *out) { out[threadIdx.x] = f(threadIdx.x); }

int main()
{
    Params prm = {1.5f, 2};
    double bias = 0.25;
    float *out;
    cudaMalloc((void **)&out, 64 * sizeof(float));
    apply<<<1, 64>>>([=] __device__(int i) { return prm.scale * (i + prm.shift) + (float)bias; }, out);
    return 0;
}
