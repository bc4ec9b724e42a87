// Copy-initialization from an xvalue uses the move constructor: a class
// whose copy constructor is deleted can be initialized from std::move-like
// calls and casts to an rvalue reference.
template <class T> struct no_ref { typedef T type; };
template <class T> struct no_ref<T &> { typedef T type; };
template <class T> constexpr typename no_ref<T>::type &&move_it(T &&t) noexcept { return static_cast<typename no_ref<T>::type &&>(t); }

struct Buffer {
    float *p;
    int n;
    Buffer(int n_) : p(nullptr), n(n_) { cudaMalloc((void **)&p, n * sizeof(float)); }
    Buffer(const Buffer &) = delete;
    Buffer &operator=(const Buffer &) = delete;
    Buffer(Buffer &&o) noexcept : p(o.p), n(o.n) { o.p = nullptr; o.n = 0; }
    ~Buffer() { if (p) cudaFree(p); }
};

template <typename T>
struct Owner {
    T *p = nullptr;
    Owner() = default;
    Owner(const Owner &) = delete;
    Owner(Owner &&o) noexcept : p(o.p) { o.p = nullptr; }
};

__global__ void fill(float *p, int n) { int i = threadIdx.x; if (i < n) p[i] = 1.0f; }

int main()
{
    Buffer a(256);
    Buffer b = move_it(a);
    Buffer c = static_cast<Buffer &&>(b);
    Owner<int> o;
    Owner<int> q = move_it(o);
    fill<<<1, 256>>>(c.p, c.n);
    return q.p == nullptr ? 0 : 1;
}
