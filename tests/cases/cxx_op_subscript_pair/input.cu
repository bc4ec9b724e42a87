struct Buffer {
    float *data;
    int size;
    __host__ __device__ float &operator[](int i) { return data[i]; }
    __host__ __device__ const float &operator[](int i) const { return data[i]; }
};

__global__ void scale(Buffer b, float s)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < b.size)
        b[i] = b[i] * s;
}

__host__ __device__ float first(const Buffer &b) { return b[0]; }

int main()
{
    float host[4] = {1, 2, 3, 4};
    Buffer hb = {host, 4};
    hb[2] = 10.0f;
    Buffer db;
    db.size = 1024;
    cudaMalloc((void **)&db.data, db.size * sizeof(float));
    scale<<<4, 256>>>(db, 2.0f);
    return first(hb) == 1.0f ? 0 : 1;
}
