#include <cstdio>
template <typename T>
struct Box {
    T value;
    __host__ __device__ Box(T v) : value(v) {}
    __host__ __device__ T get() const { return value; }
};
template <typename A, typename B>
struct Two {
    A a; B b;
    Two(A a_, B b_) : a(a_), b(b_) {}
};
template <typename T> struct Wrap { T inner; };
template <typename T> Wrap(T) -> Wrap<T>;

__global__ void k(float *out)
{
    Box b(2.5f);
    Box i(3);
    out[0] = b.get() + i.get();
}
int main()
{
    Box d(1.0);
    Two t(1, 'c');
    Wrap w{42};
    float *o;
    cudaMalloc((void **)&o, sizeof(float));
    k<<<1, 1>>>(o);
    printf("%f %d %c %d\n", d.get(), t.a, t.b, w.inner);
    return 0;
}
