struct V {
    float x, y;
    __host__ __device__ V operator-() const { V r = {-x, -y}; return r; }
    __host__ __device__ V &operator+=(V o) { x += o.x; y += o.y; return *this; }
    __host__ __device__ float &operator[](int i) { return i ? y : x; }
    __host__ __device__ float operator[](int i) const { return i ? y : x; }
    __host__ __device__ bool operator!() const { return x == 0; }
    __host__ __device__ V &operator++() { x += 1; return *this; }
    __host__ __device__ V operator++(int) { V t = *this; x += 1; return t; }
    __host__ __device__ float operator()(float s) const { return s * x; }
};
__host__ __device__ inline V operator+(V a, V b) { V r = {a.x + b.x, a.y + b.y}; return r; }
__host__ __device__ inline V operator*(float s, const V &v) { V r = {s * v.x, s * v.y}; return r; }
__host__ __device__ inline bool operator==(const V &a, const V &b) { return a.x == b.x && a.y == b.y; }
namespace ns {
struct W { int v; };
inline W operator|(W a, W b) { W r = {a.v | b.v}; return r; }
}
int main()
{
    V a = {1, 2}, b = {3, 4};
    V c = a + b + a;
    V d = 2.0f * (a + b);
    V e = -a;
    c += b;
    c += a + b;
    c[0] = 3;
    float f = c[1] + d[0];
    const V &cr = c;
    float g = cr[1];
    ++c;
    c++;
    bool h = !c;
    bool k = a == b;
    float m = c(2.0f) + a(1);
    ns::W w1 = {1}, w2 = {2};
    ns::W w3 = w1 | w2;
    if (a == b) return 1;
    V arr[2];
    arr[0] = a + b;
    V *pv = &a;
    (*pv)[0] = 1;
    return (int)(f + g + m) + h + k + w3.v;
}
