__global__ void vectors(float4 *out, const float2 *a, const int3 *b, uchar4 *pixels)
{
    int i = threadIdx.x;
    float2 p = a[i];
    int3 q = b[i];
    float4 r = {p.x, p.y, (float)q.x, (float)q.z};
    out[i] = r;
    uchar4 px = pixels[i];
    px.x = 255 - px.x;
    pixels[i] = px;
    double2 d;
    d.x = p.x;
    d.y = r.w;
    uint2 u = {1u, 2u};
    out[i].w += (float)(d.x + d.y + u.y);
}

int main()
{
    float4 *out;
    float2 *a;
    int3 *b;
    uchar4 *pixels;
    cudaMalloc((void **)&out, 32 * sizeof(float4));
    cudaMalloc((void **)&a, 32 * sizeof(float2));
    cudaMalloc((void **)&b, 32 * sizeof(int3));
    cudaMalloc((void **)&pixels, 32 * sizeof(uchar4));
    vectors<<<1, 32>>>(out, a, b, pixels);
    return (int)sizeof(float4) + (int)sizeof(int3);
}
