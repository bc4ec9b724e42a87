__global__ void volume(float *v, int nx, int ny, int nz)
{
    extern __shared__ float plane[];
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int z = blockIdx.z * blockDim.z + threadIdx.z;
    if (x < nx && y < ny && z < nz) {
        plane[threadIdx.x] = v[(z * ny + y) * nx + x];
        v[(z * ny + y) * nx + x] = plane[threadIdx.x] * gridDim.x;
    }
}

int main()
{
    int nx = 64, ny = 64, nz = 8;
    float *v;
    cudaMalloc((void **)&v, nx * ny * nz * sizeof(float));
    cudaStream_t stream;
    cudaStreamCreate(&stream);
    dim3 block(8, 8, 4);
    dim3 grid(nx / 8, ny / 8, nz / 4);
    volume<<<grid, block, 8 * sizeof(float), stream>>>(v, nx, ny, nz);
    cudaStreamSynchronize(stream);
    return 0;
}
