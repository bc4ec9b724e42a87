struct Material {
    __device__ virtual float albedo() const { return 0.5f; }
    __device__ virtual ~Material() {}
};

struct Metal : Material {
    __device__ float albedo() const override { return 0.9f; }
};

__global__ void shade(float *out)
{
    Metal m;
    Material *p = &m;
    out[threadIdx.x] = p->albedo();
}

int main()
{
    float *d;
    cudaMalloc((void **)&d, 32 * sizeof(float));
    shade<<<1, 32>>>(d);
    return 0;
}
