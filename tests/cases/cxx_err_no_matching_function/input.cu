struct Vec2 { float x, y; };

__device__ float length2(Vec2 v) { return v.x * v.x + v.y * v.y; }
__device__ float length2(float x, float y) { return x * x + y * y; }

__global__ void k(float *out, float3 v)
{
    out[0] = length2(v);
}

int main()
{
    return 0;
}
