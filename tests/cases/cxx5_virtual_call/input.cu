// A virtual call in device code through a base pointer.
struct Shape {
    __device__ virtual float area() const { return 0.0f; }
};

struct Square : Shape {
    float side;
    __device__ float area() const override { return side * side; }
};

__global__ void areas(float *out)
{
    Square s;
    s.side = 2.0f;
    const Shape *p = &s;
    out[threadIdx.x] = p->area();
}

int main()
{
    areas<<<1, 1>>>(0);
    return 0;
}
