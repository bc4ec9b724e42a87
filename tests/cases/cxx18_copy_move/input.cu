#include <cstdio>
#include <cstring>
struct Buffer {
    float *data;
    int n;
    Buffer(int n_) : data(new float[n_]), n(n_) {}
    Buffer(const Buffer &o) : data(new float[o.n]), n(o.n) { memcpy(data, o.data, n * sizeof(float)); }
    Buffer(Buffer &&o) noexcept : data(o.data), n(o.n) { o.data = nullptr; o.n = 0; }
    Buffer &operator=(const Buffer &o) { if (this != &o) { Buffer t(o); swap(t); } return *this; }
    Buffer &operator=(Buffer &&o) noexcept { swap(o); return *this; }
    ~Buffer() { delete[] data; }
    void swap(Buffer &o) { float *d = data; data = o.data; o.data = d; int t = n; n = o.n; o.n = t; }
};
template <typename T> T &&my_move(T &v) { return static_cast<T &&>(v); }
struct Pod { int a; float b; };
__global__ void k(Pod *p) { Pod q = p[0]; q.a++; p[1] = q; }
int main()
{
    Buffer a(4);
    Buffer b = a;
    Buffer c = my_move(a);
    b = c;
    c = Buffer(8);
    Pod *p;
    cudaMalloc((void **)&p, 2 * sizeof(Pod));
    k<<<1, 1>>>(p);
    printf("%d %d\n", b.n, c.n);
    return 0;
}
