enum class Op : unsigned char { Add, Sub, Mul = 5 };
enum class Mode { Fast, Precise };

__device__ float apply(Op op, float a, float b)
{
    switch (op) {
    case Op::Add: return a + b;
    case Op::Sub: return a - b;
    case Op::Mul: return a * b;
    }
    return 0.0f;
}

__global__ void binop(Op op, const float *a, const float *b, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = apply(op, a[i], b[i]);
}

int main()
{
    float *a, *b, *c;
    cudaMalloc((void **)&a, 64 * sizeof(float));
    cudaMalloc((void **)&b, 64 * sizeof(float));
    cudaMalloc((void **)&c, 64 * sizeof(float));
    binop<<<1, 64>>>(Op::Mul, a, b, c, 64);
    Mode m = Mode::Precise;
    return static_cast<int>(m) - 1 + static_cast<int>(Op::Mul) - 5;
}
