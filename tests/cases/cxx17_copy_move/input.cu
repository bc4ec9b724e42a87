struct Buf {
    float *p;
    int n;
    Buf() : p(nullptr), n(0) {}
    explicit Buf(int k) : p(new float[k]), n(k) {}
    Buf(const Buf &o) : p(new float[o.n]), n(o.n) { for (int i = 0; i < n; ++i) p[i] = o.p[i]; }
    Buf(Buf &&o) noexcept : p(o.p), n(o.n) { o.p = nullptr; o.n = 0; }
    Buf &operator=(const Buf &) = delete;
    Buf &operator=(Buf &&o) noexcept { delete[] p; p = o.p; n = o.n; o.p = nullptr; return *this; }
    ~Buf() { delete[] p; }
};

struct Pod {
    int a = 1;
    float b = 2.0f;
    Pod() = default;
    Pod(const Pod &) = default;
};

__global__ void k(Pod p, float *o) { o[0] = p.a + p.b; }

Buf make(int n) { return Buf(n); }

int main()
{
    Buf a(4);
    Buf b(a);
    Buf c = make(3);
    c = static_cast<Buf &&>(b);
    float *o;
    cudaMalloc((void **)&o, 4);
    k<<<1, 1>>>(Pod(), o);
    return c.n - 4;
}
