#include <cstdio>

template <typename T>
class Matrix {
public:
    __host__ __device__ Matrix(T *data, int rows, int cols) : data_(data), rows_(rows), cols_(cols) {}
    __host__ __device__ T &operator()(int r, int c) { return data_[r * cols_ + c]; }
    __host__ __device__ const T &operator()(int r, int c) const { return data_[r * cols_ + c]; }
    __host__ __device__ int rows() const { return rows_; }
    __host__ __device__ int cols() const { return cols_; }
private:
    T *data_;
    int rows_, cols_;
};

template <typename T, int TILE>
__global__ void matmul(Matrix<T> a, Matrix<T> b, Matrix<T> c)
{
    __shared__ T as[TILE][TILE];
    __shared__ T bs[TILE][TILE];
    int row = blockIdx.y * TILE + threadIdx.y;
    int col = blockIdx.x * TILE + threadIdx.x;
    T acc = T(0);
    for (int t = 0; t < a.cols(); t += TILE) {
        as[threadIdx.y][threadIdx.x] = a(row, t + threadIdx.x);
        bs[threadIdx.y][threadIdx.x] = b(t + threadIdx.y, col);
        __syncthreads();
        for (int k = 0; k < TILE; ++k)
            acc += as[threadIdx.y][k] * bs[k][threadIdx.x];
        __syncthreads();
    }
    if (row < c.rows() && col < c.cols())
        c(row, col) = acc;
}

template <typename T>
void multiply(Matrix<T> a, Matrix<T> b, Matrix<T> c)
{
    constexpr int tile = 16;
    dim3 block(tile, tile);
    dim3 grid((c.cols() + tile - 1) / tile, (c.rows() + tile - 1) / tile);
    matmul<T, tile><<<grid, block>>>(a, b, c);
}

int main()
{
    int n = 256;
    float *da, *db, *dc;
    cudaMalloc((void **)&da, n * n * sizeof(float));
    cudaMalloc((void **)&db, n * n * sizeof(float));
    cudaMalloc((void **)&dc, n * n * sizeof(float));
    multiply(Matrix<float>(da, n, n), Matrix<float>(db, n, n), Matrix<float>(dc, n, n));
    cudaDeviceSynchronize();
    printf("ok\n");
    return 0;
}
