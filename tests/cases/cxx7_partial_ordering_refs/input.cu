// Partial ordering with references, cv-qualifiers and packs.
template <class T> __host__ __device__ int cr(T &) { return 1; }
template <class T> __host__ __device__ int cr(const T &) { return 2; }

template <class T> __host__ __device__ int fw(T &&) { return 1; }
template <class T> __host__ __device__ int fw(T &) { return 2; }

template <class... T> __host__ __device__ int va(T...) { return 0; }
template <class T> __host__ __device__ int va(T) { return 1; }
template <class T, class... U> int vb(T, U...) { return 2; }
template <class... U> int vb(int, U...) { return 3; }

template <class T, int N> __host__ __device__ int arr(T (&)[N]) { return N; }
template <int N> __host__ __device__ int arr(int (&)[N]) { return -N; }

__global__ void k(int *out)
{
    int i = 0;
    const int ci = 1;
    int a[3] = {1, 2, 3};
    float f[2] = {1, 2};
    out[0] = cr(i) + cr(ci) + fw(i) + fw(3);
    out[1] = va(1) + arr(a) + arr(f);
}

int main()
{
    int i = 0;
    const int ci = 1;
    return cr(i) + cr(ci) + fw(i) + va(1) + vb(1.0, 2) + vb(2, 'c');
}
