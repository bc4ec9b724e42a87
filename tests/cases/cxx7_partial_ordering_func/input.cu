// Partial ordering of function templates: among equally good candidates
// the more specialized template is called.
template <class I>
struct rev {
    I it;
    __host__ __device__ I base() const { return it; }
};

template <class I>
__host__ __device__ I nb(I i) { return i; }

template <class I>
__host__ __device__ I nb(rev<I> r) { return nb(r.base()); }

template <class T> __host__ __device__ int kind(T) { return 1; }
template <class T> __host__ __device__ int kind(T *) { return 2; }
template <class T> __host__ __device__ int kind(const T *) { return 3; }

template <class T> struct box { T v; };
template <class T> __host__ __device__ int bx(T) { return 1; }
template <class T> __host__ __device__ int bx(box<T>) { return 2; }
template <class T> __host__ __device__ int bx(box<T *>) { return 3; }

template <class T, class U> __host__ __device__ int two(T, U) { return 1; }
template <class T> __host__ __device__ int two(T, T) { return 2; }

__global__ void k(int *out, const int *cp)
{
    rev<int *> r{out};
    int *p = nb(r);
    box<int> b{1};
    box<int *> bp{out};
    p[0] = kind(1) + kind(out) + kind(cp);
    p[1] = bx(2.0f) + bx(b) + bx(bp);
    p[2] = two(1, 2L) + two(1, 2);
}

int host_side(int *q)
{
    rev<int *> r{q};
    box<float> b{1.0f};
    return *nb(r) + kind(q) + bx(b) + two('a', 'b');
}
