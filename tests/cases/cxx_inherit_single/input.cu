struct Shape {
    float x, y;
    __host__ __device__ Shape(float x_, float y_) : x(x_), y(y_) {}
    __host__ __device__ float cx() const { return x; }
};

struct Circle : Shape {
    float r;
    __host__ __device__ Circle(float x_, float y_, float r_) : Shape(x_, y_), r(r_) {}
    __host__ __device__ bool contains(float px, float py) const
    {
        float dx = px - x, dy = py - y;
        return dx * dx + dy * dy <= r * r;
    }
};

__global__ void hit_test(const Circle *c, const float2 *pts, int *hits, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        hits[i] = c->contains(pts[i].x, pts[i].y) ? 1 : 0;
}

int main()
{
    Circle c(0, 0, 1);
    Circle *dc;
    float2 *pts;
    int *hits;
    cudaMalloc((void **)&dc, sizeof(Circle));
    cudaMalloc((void **)&pts, 256 * sizeof(float2));
    cudaMalloc((void **)&hits, 256 * sizeof(int));
    cudaMemcpy(dc, &c, sizeof(Circle), cudaMemcpyHostToDevice);
    hit_test<<<1, 256>>>(dc, pts, hits, 256);
    return c.cx() == 0.0f ? 0 : 1;
}
