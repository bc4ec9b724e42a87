// Anonymous unions (and GNU anonymous structs) in classes, blocks and at
// namespace scope: their members are found in the enclosing scope.
#include <cstdio>

struct Pixel {
    union {
        unsigned int rgba;
        unsigned char c[4];
    };
    int tag;
};

struct Vec4 {
    union {
        struct { float x, y, z, w; };
        float v[4];
    };
    __host__ __device__ float sum() const { return x + y + z + w; }
};

static union {
    int as_int;
    float as_float;
};

__global__ void brighten(Pixel *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        p[i].c[0] = p[i].c[0] / 2;
        p[i].tag = (int)(p[i].rgba & 0xff);
    }
}

__device__ float total(Vec4 a)
{
    union { int bits; float f; };
    f = a.sum();
    return bits > 0 ? a.v[0] : a.w;
}

__global__ void sums(Vec4 *in, float *out) { out[threadIdx.x] = total(in[threadIdx.x]); }

int main()
{
    as_float = 1.5f;
    printf("%d %zu %zu\n", as_int, sizeof(Pixel), sizeof(Vec4));
    union { short s; char b[2]; };
    s = 258;
    Vec4 q;
    q.x = 1; q.y = 2; q.z = 3; q.w = b[0];
    Pixel *d;
    cudaMalloc((void **)&d, sizeof(Pixel) * 4);
    brighten<<<1, 4>>>(d, 4);
    Vec4 *dv; float *o;
    cudaMalloc((void **)&dv, sizeof(Vec4));
    cudaMalloc((void **)&o, sizeof(float));
    sums<<<1, 1>>>(dv, o);
    return (int)q.sum();
}
