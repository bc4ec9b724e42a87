template <int N>
struct Buffer {
    float data[N];
};

template <typename T>
__global__ void k(T *p) { p[0] = T(); }

int main()
{
    Buffer<float> b;
    int n = 4;
    Buffer<n> c;
    k<3><<<1, 1>>>(0);
    return 0;
}
