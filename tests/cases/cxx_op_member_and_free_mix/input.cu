struct Money {
    long cents;
    __host__ __device__ Money operator+(Money o) const { return Money{cents + o.cents}; }
};

__host__ __device__ inline Money operator*(Money m, int k) { return Money{m.cents * k}; }
__host__ __device__ inline bool operator>(Money a, Money b) { return a.cents > b.cents; }

__global__ void total(const Money *items, Money *out, int n)
{
    Money s = {0};
    for (int i = 0; i < n; ++i)
        s = s + items[i] * 2;
    *out = s;
}

int main()
{
    Money a = {150}, b = {275};
    Money c = a + b * 3;
    Money *items, *o;
    cudaMalloc((void **)&items, 10 * sizeof(Money));
    cudaMalloc((void **)&o, sizeof(Money));
    total<<<1, 1>>>(items, o, 10);
    return c > a ? 0 : 1;
}
