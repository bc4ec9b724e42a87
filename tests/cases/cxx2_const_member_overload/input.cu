// Member functions overloaded on const: the object's constness picks one.
template <typename T>
struct buffer {
    T items[8];
    T *data() { return items; }
    const T *data() const { return items; }
    T &at(int i) { return items[i]; }
    const T &at(int i) const { return items[i]; }
};

__global__ void fill(int *out, int n)
{
    int i = threadIdx.x;
    if (i < n) out[i] = i;
}

int total(const buffer<int> &b)
{
    int s = 0;
    for (int i = 0; i < 8; ++i) s += b.at(i);
    return s + *b.data();
}

int main()
{
    buffer<int> host;
    buffer<int> *p = &host;
    int *d = 0;
    cudaMalloc((void **)&d, 8 * sizeof(int));
    fill<<<1, 8>>>(d, 8);
    cudaMemcpy(host.data(), d, 8 * sizeof(int), cudaMemcpyDeviceToHost);
    p->at(0) = 1;
    cudaFree(d);
    return total(host);
}
