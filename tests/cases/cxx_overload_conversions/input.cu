struct Meters {
    float v;
    __host__ __device__ Meters(float x) : v(x) {}
};

__host__ __device__ int pick(long) { return 1; }
__host__ __device__ int pick(double) { return 2; }
__host__ __device__ int pick(Meters) { return 3; }
__host__ __device__ int pick(const char *) { return 4; }

__global__ void k(int *out)
{
    out[0] = pick(1L);
    out[1] = pick(1.0f);
    out[2] = pick(Meters(2.0f));
    out[3] = pick("s");
}

int main()
{
    int *o;
    cudaMalloc((void **)&o, 4 * sizeof(int));
    k<<<1, 1>>>(o);
    return pick(2L) == 1 ? 0 : 1;
}
