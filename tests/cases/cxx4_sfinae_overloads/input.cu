template <bool C, typename T = void> struct enable_if_t_ {};
template <typename T> struct enable_if_t_<true, T> { typedef T type; };

template <typename T> struct is_ptr { static const bool value = false; };
template <typename T> struct is_ptr<T *> { static const bool value = true; };

template <typename T>
__host__ __device__ typename enable_if_t_<is_ptr<T>::value, int>::type depth(T) { return 1; }

template <typename T>
__host__ __device__ typename enable_if_t_<!is_ptr<T>::value, int>::type depth(T) { return 0; }

__global__ void k(int *out, float *p)
{
    out[0] = depth(p) + depth(3.0f);
}

int main()
{
    int *o;
    cudaMalloc((void **)&o, sizeof(int));
    k<<<1, 1>>>(o, 0);
    return depth(o) - 1;
}
