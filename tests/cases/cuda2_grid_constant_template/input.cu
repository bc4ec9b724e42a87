template <typename P>
__global__ void run(const __grid_constant__ P params, float *out)
{
    const P *addr = &params;
    out[threadIdx.x] = addr->values[threadIdx.x % 8];
}

struct Small { float values[8]; };
struct Large { float values[256]; int flags; };

int main()
{
    Small s = {};
    Large l = {};
    float *o;
    cudaMalloc((void **)&o, 64 * sizeof(float));
    run<<<1, 64>>>(s, o);
    run<<<1, 64>>>(l, o);
    return 0;
}
