struct Complex {
    float re, im;
    __host__ __device__ Complex(float r = 0, float i = 0) : re(r), im(i) {}
    __host__ __device__ Complex operator*(const Complex &o) const
    {
        return Complex(re * o.re - im * o.im, re * o.im + im * o.re);
    }
    __host__ __device__ Complex &operator+=(const Complex &o)
    {
        re += o.re;
        im += o.im;
        return *this;
    }
    __host__ __device__ bool operator==(const Complex &o) const { return re == o.re && im == o.im; }
    __host__ __device__ float operator[](int i) const { return i == 0 ? re : im; }
};

__global__ void mandel_step(Complex *z, const Complex *c, int n)
{
    int i = threadIdx.x;
    if (i < n) {
        Complex t = z[i] * z[i];
        t += c[i];
        z[i] = t;
    }
}

int main()
{
    Complex a(1, 2);
    Complex b = a * a;
    Complex *z, *c;
    cudaMalloc((void **)&z, 64 * sizeof(Complex));
    cudaMalloc((void **)&c, 64 * sizeof(Complex));
    mandel_step<<<1, 64>>>(z, c, 64);
    return (b == Complex(-3, 4) && b[1] == 4.0f) ? 0 : 1;
}
