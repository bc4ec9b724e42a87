#include <cstdio>
struct Base {
    int id;
    __host__ __device__ Base(int i) : id(i) {}
    __host__ __device__ int base_val() const { return id * 10; }
protected:
    __host__ __device__ int prot() const { return 1; }
};
struct Mixin { __host__ __device__ int mix() const { return 7; } };
struct Derived : public Base, private Mixin {
    float extra;
    __host__ __device__ Derived(int i, float e) : Base(i), extra(e) {}
    __host__ __device__ int total() const { return base_val() + prot() + mix(); }
    using Base::base_val;
};
struct Deeper final : Derived {
    __host__ __device__ Deeper() : Derived(2, 0.5f) {}
    __host__ __device__ int total() const { return Derived::total() + 100; }
};
__global__ void k(int *out)
{
    Deeper d;
    Base &b = d;
    out[0] = d.total() + b.id;
    Derived x(3, 1.0f);
    out[1] = x.total();
}
int main()
{
    int *o;
    cudaMalloc((void **)&o, 8);
    k<<<1, 1>>>(o);
    Deeper d;
    printf("%d\n", d.total());
    return 0;
}
