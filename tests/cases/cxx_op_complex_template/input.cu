template <typename T>
struct Cplx {
    T re, im;
};

template <typename T>
__host__ __device__ Cplx<T> operator*(Cplx<T> a, Cplx<T> b)
{
    return Cplx<T>{a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}

template <typename T>
__host__ __device__ Cplx<T> operator+(Cplx<T> a, Cplx<T> b)
{
    return Cplx<T>{a.re + b.re, a.im + b.im};
}

__global__ void mandel(Cplx<float> *z, Cplx<float> c, int n)
{
    int i = threadIdx.x;
    if (i < n)
        z[i] = z[i] * z[i] + c;
}

int main()
{
    Cplx<double> a = {1.0, 1.0};
    Cplx<double> b = a * a;
    Cplx<float> *z;
    cudaMalloc((void **)&z, 64 * sizeof(Cplx<float>));
    mandel<<<1, 64>>>(z, Cplx<float>{0.25f, 0.0f}, 64);
    return b.im == 2.0 ? 0 : 1;
}
