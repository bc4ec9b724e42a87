struct Named {
    const char *name;
    const char *get_name() const { return name; }
};

struct Sized {
    int size;
    __host__ __device__ int get_size() const { return size; }
};

struct Buffer : Named, Sized {
    float *data;
};

__global__ void fill(float *data, int n, float v)
{
    int i = threadIdx.x;
    if (i < n)
        data[i] = v;
}

int main()
{
    Buffer b;
    b.name = "buf";
    b.size = 64;
    cudaMalloc((void **)&b.data, b.get_size() * sizeof(float));
    fill<<<1, 64>>>(b.data, b.get_size(), 1.0f);
    Sized *s = &b;
    return s->get_size() == 64 && b.get_name()[0] == 'b' ? 0 : 1;
}
