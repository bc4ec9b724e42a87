#include <new>
struct Base {
    __device__ virtual ~Base() {}
    __device__ virtual int get() const { return 0; }
};
struct Leaf : Base {
    int v;
    __device__ Leaf(int x) : v(x) {}
    __device__ int get() const override { return v; }
};
struct Pair { int a, b; __device__ Pair(int x, int y) : a(x), b(y) {} };
__global__ void k(Base **out, char *pool, int n)
{
    int i = threadIdx.x;
    void *slot = pool + i * 16;
    if (i < n) out[i] = new (slot) Leaf(i);
    if (i % 2) out[i + 1] = new (slot) Leaf(n); else out[i + 2] = new (slot) Leaf(i);
    Pair *q = new (pool + 64) Pair(i, n);
    out[0]->~Base();
    q->a = out[1]->get();
}
int main() { k<<<1, 1>>>(0, 0, 1); return 0; }
