struct Op {
    __device__ virtual float apply(float x) const = 0;
};

struct Neg : Op {
    __device__ float apply(float x, int) const { return -x; }
};

__global__ void k(float *p)
{
    Neg n;
    p[0] = n.apply(p[0], 0);
}

int main()
{
    return 0;
}
