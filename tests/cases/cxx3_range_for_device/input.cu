struct Cursor {
    const int *p;
    __device__ int operator*() const { return *p; }
    __device__ Cursor &operator++()
    {
        ++p;
        return *this;
    }
    __device__ bool operator!=(const Cursor &o) const { return p != o.p; }
};

struct View {
    const int *first;
    int count;
    __device__ Cursor begin() const { return Cursor{first}; }
    __device__ Cursor end() const { return Cursor{first + count}; }
};

struct Buf {
    float data[4];
    __device__ float *begin() { return data; }
    __device__ float *end() { return data + 4; }
    __device__ const float *begin() const { return data; }
    __device__ const float *end() const { return data + 4; }
};

__device__ int total(View v)
{
    int t = 0;
    for (int x : v)
        t += x;
    return t;
}

__global__ void fill(float *out, const int *in, int n)
{
    float local[3] = {1.0f, 2.0f, 3.0f};
    float s = 0.0f;
    for (float f : local)
        s += f;
    for (float &f : local)
        f *= 2.0f;
    Buf b;
    for (float &f : b)
        f = s;
    const Buf &cb = b;
    for (const float &f : cb) {
        if (f < 0.0f)
            break;
        s += f;
    }
    View v = {in, n};
    out[threadIdx.x] = s + total(v) + local[threadIdx.x % 3];
}

int main()
{
    float *o;
    int *i;
    cudaMalloc((void **)&o, 128 * sizeof(float));
    cudaMalloc((void **)&i, 128 * sizeof(int));
    fill<<<1, 32>>>(o, i, 16);
    cudaDeviceSynchronize();
    return 0;
}
