struct Base { virtual ~Base() {} int b; };
struct Derived : Base { int d; };

__global__ void bits(const float *in, unsigned *out, int n)
{
    int i = threadIdx.x;
    if (i < n) {
        const float *cp = in + i;
        float *mp = const_cast<float *>(cp);
        out[i] = *reinterpret_cast<const unsigned *>(mp) + static_cast<unsigned>(in[i]);
    }
}

int main()
{
    Derived d;
    Base *b = &d;
    Derived *back = dynamic_cast<Derived *>(b);
    Derived *sc = static_cast<Derived *>(b);
    float *in;
    unsigned *out;
    cudaMalloc(reinterpret_cast<void **>(&in), 32 * sizeof(float));
    cudaMalloc((void **)&out, 32 * sizeof(unsigned));
    bits<<<1, 32>>>(in, out, 32);
    return back == sc ? 0 : 1;
}
