#define TILE_WIDTH 16

__global__ void matmul_naive(const float *A, const float *B, float *C, int N)
{
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < N && col < N) {
        float sum = 0.0f;
        for (int k = 0; k < N; ++k)
            sum += A[row * N + k] * B[k * N + col];
        C[row * N + col] = sum;
    }
}

__global__ void matmul_tiled(const float *A, const float *B, float *C, int N)
{
    __shared__ float As[TILE_WIDTH][TILE_WIDTH];
    __shared__ float Bs[TILE_WIDTH][TILE_WIDTH];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * TILE_WIDTH + ty;
    int col = blockIdx.x * TILE_WIDTH + tx;
    float acc = 0;
    for (int t = 0; t < (N + TILE_WIDTH - 1) / TILE_WIDTH; ++t) {
        As[ty][tx] = (row < N && t * TILE_WIDTH + tx < N) ? A[row * N + t * TILE_WIDTH + tx] : 0.0f;
        Bs[ty][tx] = (col < N && t * TILE_WIDTH + ty < N) ? B[(t * TILE_WIDTH + ty) * N + col] : 0.0f;
        __syncthreads();
        for (int k = 0; k < TILE_WIDTH; ++k)
            acc += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
    if (row < N && col < N)
        C[row * N + col] = acc;
}

int main()
{
    int N = 512;
    size_t bytes = N * N * sizeof(float);
    float *A, *B, *C;
    cudaMalloc((void **)&A, bytes);
    cudaMalloc((void **)&B, bytes);
    cudaMalloc((void **)&C, bytes);
    dim3 threads(TILE_WIDTH, TILE_WIDTH);
    dim3 grid((N + TILE_WIDTH - 1) / TILE_WIDTH, (N + TILE_WIDTH - 1) / TILE_WIDTH);
    matmul_naive<<<grid, threads>>>(A, B, C, N);
    matmul_tiled<<<grid, threads>>>(A, B, C, N);
    cudaDeviceSynchronize();
    return 0;
}
