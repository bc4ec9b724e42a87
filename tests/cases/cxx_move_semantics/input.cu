struct Owned {
    float *p;
    int n;
    Owned(int count) : p(0), n(count) { cudaMalloc((void **)&p, n * sizeof(float)); }
    Owned(Owned &&o) noexcept : p(o.p), n(o.n) { o.p = 0; o.n = 0; }
    Owned &operator=(Owned &&o) noexcept
    {
        if (this != &o) {
            cudaFree(p);
            p = o.p;
            n = o.n;
            o.p = 0;
        }
        return *this;
    }
    ~Owned() { if (p) cudaFree(p); }
};

__global__ void k(float *p, int n)
{
    int i = threadIdx.x;
    if (i < n) p[i] = 1.0f;
}

Owned make(int n) { return Owned(n); }

int main()
{
    Owned a = make(64);
    Owned b(128);
    b = static_cast<Owned &&>(a);
    k<<<1, 64>>>(b.p, b.n);
    return 0;
}
