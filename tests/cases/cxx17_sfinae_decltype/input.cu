template <typename T>
auto has_size(const T &t, int) -> decltype(t.size(), true) { return true; }
template <typename T>
bool has_size(const T &, long) { return false; }

struct A { int size() const { return 3; } };
struct B {};

template <typename T, typename U>
__host__ __device__ auto mul(T a, U b) -> decltype(a * b) { return a * b; }

template <typename T>
__device__ decltype(auto) ident(T &x) { return (x); }

__global__ void k(double *o, float f, int i)
{
    o[0] = mul(f, i) + mul(i, 2.0);
    ident(o[1]) = 3.0;
}

int main()
{
    double *o;
    cudaMalloc((void **)&o, 16);
    k<<<1, 1>>>(o, 1.0f, 2);
    return (has_size(A(), 0) && !has_size(B(), 0)) ? 0 : 1;
}
