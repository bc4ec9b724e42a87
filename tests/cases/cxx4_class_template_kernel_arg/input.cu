namespace geo {
template <typename T>
struct Vec2 {
    T x, y;
    __host__ __device__ T dot(const Vec2 &o) const { return x * o.x + y * o.y; }
};
}

template <typename T>
__global__ void dots(const geo::Vec2<T> *a, const geo::Vec2<T> *b, T *out, int n)
{
    int i = threadIdx.x;
    if (i < n)
        out[i] = a[i].dot(b[i]);
}

int main()
{
    geo::Vec2<float> *a, *b;
    float *o;
    cudaMalloc((void **)&a, 32 * sizeof(geo::Vec2<float>));
    cudaMalloc((void **)&b, 32 * sizeof(geo::Vec2<float>));
    cudaMalloc((void **)&o, 32 * sizeof(float));
    dots<<<1, 32>>>(a, b, o, 32);
    return 0;
}
