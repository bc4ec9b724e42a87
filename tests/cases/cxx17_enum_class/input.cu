enum class Op : unsigned char { Add, Sub, Mul = 10, Div };
enum Color { Red, Green = 5, Blue };

__device__ int apply(Op op, int a, int b)
{
    switch (op) {
    case Op::Add: return a + b;
    case Op::Sub: return a - b;
    case Op::Mul: return a * b;
    case Op::Div: return b ? a / b : 0;
    }
    return 0;
}

__global__ void k(int *o, Op op, Color c)
{
    o[threadIdx.x] = apply(op, threadIdx.x, static_cast<int>(c));
}

int main()
{
    int *o;
    cudaMalloc((void **)&o, 32 * sizeof(int));
    k<<<1, 32>>>(o, Op::Mul, Blue);
    return static_cast<int>(Op::Div) - 11;
}
