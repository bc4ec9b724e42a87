class Matrix {
public:
    __host__ __device__ Matrix(float *d, int r, int c) : data_(d), rows_(r), cols_(c) {}
    __host__ __device__ float &operator()(int r, int c) { return data_[r * cols_ + c]; }
    __host__ __device__ float operator()(int r, int c) const { return data_[r * cols_ + c]; }
    __host__ __device__ int rows() const { return rows_; }
    __host__ __device__ int cols() const { return cols_; }

private:
    float *data_;
    int rows_, cols_;
};

__global__ void add_identity(Matrix m)
{
    int i = threadIdx.x;
    if (i < m.rows() && i < m.cols())
        m(i, i) += 1.0f;
}

int main()
{
    float host[4] = {0, 0, 0, 0};
    Matrix h(host, 2, 2);
    h(0, 1) = 3.0f;
    float *d;
    cudaMalloc((void **)&d, 16 * sizeof(float));
    Matrix dm(d, 4, 4);
    add_identity<<<1, 4>>>(dm);
    return h(0, 1) == 3.0f ? 0 : 1;
}
