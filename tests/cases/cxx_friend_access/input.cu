class Secret {
    int key;
    friend __device__ int reveal(const Secret &s);
    friend class Inspector;
public:
    __host__ __device__ Secret(int k) : key(k) {}
};

__device__ int reveal(const Secret &s) { return s.key; }

class Inspector {
public:
    static int peek(const Secret &s) { return s.key; }
};

__global__ void k(int *out)
{
    Secret s(42);
    out[0] = reveal(s);
}

int main()
{
    int *o;
    cudaMalloc((void **)&o, sizeof(int));
    k<<<1, 1>>>(o);
    return Inspector::peek(Secret(0));
}
