template <typename T>
struct Pair {
    T first, second;
    __host__ __device__ Pair(T a, T b) : first(a), second(b) {}
    __host__ __device__ T sum() const { return first + second; }
};

__global__ void k(float *out)
{
    Pair p(1.5f, 2.5f);
    out[0] = p.sum();
}

int main()
{
    Pair q(3, 4);
    float *o;
    cudaMalloc((void **)&o, sizeof(float));
    k<<<1, 1>>>(o);
    return q.sum() - 7;
}
