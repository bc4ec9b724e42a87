template <typename F>
__global__ void run(F f, float *o) { o[0] = f(1.0f); }

int main()
{
    float *o;
    cudaMalloc((void **)&o, sizeof(float));
    run<<<1, 1>>>([] __host__ __device__(auto x) { return x * 2; }, o);
    return 0;
}
