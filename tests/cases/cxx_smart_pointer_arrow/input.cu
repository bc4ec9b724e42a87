struct Params {
    int n;
    float alpha;
};

template <typename T>
class Holder {
public:
    explicit Holder(T *p) : p_(p) {}
    ~Holder() { delete p_; }
    T *operator->() const { return p_; }
    T &operator*() const { return *p_; }

private:
    T *p_;
};

__global__ void scale(float *x, float a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] *= a;
}

int main()
{
    Holder<Params> p(new Params{1024, 2.0f});
    float *x;
    cudaMalloc((void **)&x, p->n * sizeof(float));
    scale<<<(p->n + 255) / 256, 256>>>(x, p->alpha, p->n);
    (*p).n = 0;
    return p->n;
}
