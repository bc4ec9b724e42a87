struct Base { virtual ~Base() {} int v = 1; };
struct Derived : Base { int w = 2; };

__global__ void k(unsigned char *raw, const float *in)
{
    float *f = reinterpret_cast<float *>(raw);
    float *m = const_cast<float *>(in);
    f[threadIdx.x] = static_cast<float>(static_cast<int>(m[threadIdx.x]));
    int *p = new int[4];
    p[0] = (int)f[0];
    delete[] p;
}

int main()
{
    Base *b = new Derived;
    Derived *d = dynamic_cast<Derived *>(b);
    int r = d ? d->w : 0;
    delete b;
    unsigned char *raw; float *in;
    cudaMalloc((void **)&raw, 128);
    cudaMalloc(reinterpret_cast<void **>(&in), 128);
    k<<<1, 32>>>(raw, in);
    return r - 2;
}
