class Matrix {
    int rows, cols;
    float *data;
public:
    class Row {
        Matrix &m;
        int r;
    public:
        __host__ __device__ Row(Matrix &mm, int rr) : m(mm), r(rr) {}
        __host__ __device__ float &operator[](int c) { return m.data[r * m.cols + c]; }
    };
    __host__ __device__ Matrix(int r, int c, float *d) : rows(r), cols(c), data(d) {}
    __host__ __device__ Row operator[](int r) { return Row(*this, r); }
    friend __host__ __device__ int size(const Matrix &m) { return m.rows * m.cols; }
    friend class Inspector;
};

class Inspector {
public:
    static int rows(const Matrix &m) { return m.rows; }
};

__global__ void k(float *d)
{
    Matrix m(4, 4, d);
    m[1][2] = size(m);
}

int main()
{
    float *d;
    cudaMalloc((void **)&d, 64);
    k<<<1, 1>>>(d);
    float h[16];
    Matrix m(4, 4, h);
    return Inspector::rows(m) - 4;
}
