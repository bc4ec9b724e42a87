#include <cstdio>
enum class Color : unsigned char { Red = 1, Green = 2, Blue = 4 };
enum class Op { Add, Sub, Mul };
enum Plain { P0, P1 = 10, P2 };
__host__ __device__ constexpr Color operator|(Color a, Color b)
{
    return static_cast<Color>(static_cast<unsigned char>(a) | static_cast<unsigned char>(b));
}
__device__ int apply(Op op, int a, int b)
{
    switch (op) {
    case Op::Add: return a + b;
    case Op::Sub: return a - b;
    case Op::Mul: return a * b;
    }
    return 0;
}
__global__ void k(int *out, Op op)
{
    Color c = Color::Red | Color::Blue;
    out[0] = apply(op, 6, 3) + static_cast<int>(c) + P2;
}
int main()
{
    int *o;
    cudaMalloc((void **)&o, 4);
    k<<<1, 1>>>(o, Op::Mul);
    Color c = Color::Green;
    printf("%d %d\n", (int)c, (int)Plain::P1);
    return 0;
}
