template <typename T>
struct Elem {
    typedef T type;
    static const int rank = 0;
};

template <typename T>
struct Elem<T *> {
    typedef typename Elem<T>::type type;
    static const int rank = Elem<T>::rank + 1;
};

template <typename T, int N>
struct Elem<T[N]> {
    typedef T type;
    static const int rank = 1;
};

static_assert(Elem<int **>::rank == 2, "rank of int**");
static_assert(Elem<float[3]>::rank == 1, "rank of float[3]");

__global__ void k(Elem<float **>::type *p) { p[threadIdx.x] = 1.0f; }

int main()
{
    float *p;
    cudaMalloc((void **)&p, 32 * sizeof(float));
    k<<<1, 32>>>(p);
    return 0;
}
