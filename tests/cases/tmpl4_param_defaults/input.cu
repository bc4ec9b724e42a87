// Template parameters with default arguments, unnamed non-type
// parameters, dependent enumerator initializers and static constexpr
// data members as the .int.c prints them.
namespace util {
template <typename T> struct is_small { enum { value = sizeof(T) <= 4 }; };
template <typename T, bool Small = is_small<T>::value> struct storage { T v; };
template <typename A, typename B, bool = sizeof(A) == sizeof(B)> struct same_size { };
template <bool, typename> struct pick;
template <typename T> struct pick<true, T> { typedef T type; };
template <typename A, typename B> struct either {
    enum { value = ((bool)A::value) || ((bool)B::value) };
    enum { bits = A::value ? sizeof(A) * 8 : 0 };
};
struct limits { static constexpr int digits = 31; static constexpr bool is_signed = true; };
template <typename T> struct traits { static constexpr bool exact = false; static const int size = 2; };
}

__global__ void fill(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = util::limits::digits;
}

int main()
{
    util::storage<int> s;
    s.v = util::traits<int>::size;
    return s.v - 2;
}
