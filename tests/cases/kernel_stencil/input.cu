#define RADIUS 3
#define BLOCK_SIZE 128

__global__ void stencil_1d(const int *in, int *out, int n)
{
    __shared__ int temp[BLOCK_SIZE + 2 * RADIUS];
    int gindex = threadIdx.x + blockIdx.x * blockDim.x;
    int lindex = threadIdx.x + RADIUS;
    temp[lindex] = gindex < n ? in[gindex] : 0;
    if (threadIdx.x < RADIUS) {
        temp[lindex - RADIUS] = gindex >= RADIUS ? in[gindex - RADIUS] : 0;
        temp[lindex + BLOCK_SIZE] = gindex + BLOCK_SIZE < n ? in[gindex + BLOCK_SIZE] : 0;
    }
    __syncthreads();
    int result = 0;
    for (int offset = -RADIUS; offset <= RADIUS; offset++)
        result += temp[lindex + offset];
    if (gindex < n)
        out[gindex] = result;
}

int main()
{
    int n = 1 << 12;
    int *in, *out;
    cudaMalloc((void **)&in, n * sizeof(int));
    cudaMalloc((void **)&out, n * sizeof(int));
    stencil_1d<<<n / BLOCK_SIZE, BLOCK_SIZE>>>(in, out, n);
    return 0;
}
