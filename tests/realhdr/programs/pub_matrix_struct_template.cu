// Tiled matrix multiply on a small Matrix struct with host/device accessors and std::vector init.
#include <vector>
#include <random>
#include <cstdio>

template <typename T>
struct Matrix {
    int rows, cols, stride;
    T *elements;
    __host__ __device__ T get(int r, int c) const { return elements[r * stride + c]; }
    __host__ __device__ void set(int r, int c, T v) { elements[r * stride + c] = v; }
    __device__ Matrix sub(int br, int bc, int tile) const
    {
        Matrix s;
        s.rows = tile; s.cols = tile; s.stride = stride;
        s.elements = &elements[stride * tile * br + tile * bc];
        return s;
    }
};

constexpr int TILE = 16;

template <typename T>
__global__ void matmul(Matrix<T> A, Matrix<T> B, Matrix<T> C)
{
    int br = blockIdx.y, bc = blockIdx.x;
    Matrix<T> Cs = C.sub(br, bc, TILE);
    T acc = T(0);
    int r = threadIdx.y, c = threadIdx.x;
    for (int m = 0; m < A.cols / TILE; ++m) {
        Matrix<T> As = A.sub(br, m, TILE);
        Matrix<T> Bs = B.sub(m, bc, TILE);
        __shared__ T sA[TILE][TILE];
        __shared__ T sB[TILE][TILE];
        sA[r][c] = As.get(r, c);
        sB[r][c] = Bs.get(r, c);
        __syncthreads();
        for (int e = 0; e < TILE; ++e) acc += sA[r][e] * sB[e][c];
        __syncthreads();
    }
    Cs.set(r, c, acc);
}

int main()
{
    const int n = 128;
    std::mt19937 gen(42);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    std::vector<float> ha(n * n), hb(n * n), hc(n * n);
    for (auto &v : ha) v = dist(gen);
    for (auto &v : hb) v = dist(gen);
    Matrix<float> A{n, n, n, nullptr}, B{n, n, n, nullptr}, C{n, n, n, nullptr};
    size_t bytes = n * n * sizeof(float);
    cudaMalloc(&A.elements, bytes); cudaMalloc(&B.elements, bytes); cudaMalloc(&C.elements, bytes);
    cudaMemcpy(A.elements, ha.data(), bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(B.elements, hb.data(), bytes, cudaMemcpyHostToDevice);
    dim3 threads(TILE, TILE), grid(n / TILE, n / TILE);
    matmul<float><<<grid, threads>>>(A, B, C);
    cudaMemcpy(hc.data(), C.elements, bytes, cudaMemcpyDeviceToHost);
    printf("C[0]=%f\n", hc[0]);
    cudaFree(A.elements); cudaFree(B.elements); cudaFree(C.elements);
    return 0;
}
