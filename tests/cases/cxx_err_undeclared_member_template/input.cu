namespace lib {
template <typename T>
__device__ T twice(T v) { return v + v; }
}

__global__ void k(float *p)
{
    p[0] = lib::thrice(p[0]);
    p[1] = twice(p[1]);
}

int main()
{
    return 0;
}
