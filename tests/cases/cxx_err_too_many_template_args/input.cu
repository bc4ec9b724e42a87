template <typename T>
struct Box { T v; };

template <typename T, int N>
__global__ void k(T *p) { p[0] = N; }

int main()
{
    Box<int, float> b;
    int *p;
    cudaMalloc((void **)&p, sizeof(int));
    k<int><<<1, 1>>>(p);
    return 0;
}
