// Dependent member types printed as EDG does: `typename X< T> ::type`
// with template arguments by the expression printer, no `typename` in
// base-specifiers, and no conversions on dependent names.
namespace meta {
template <bool C, typename T> struct enable_if { };
template <typename T> struct enable_if<true, T> { typedef T type; };
template <typename T> struct is_num { enum { value = 0 }; };
template <> struct is_num<int> { enum { value = 1 }; };
template <> struct is_num<float> { enum { value = 1 }; };
template <typename T> struct holder { typedef T type; };
template <typename T> struct wrap : public holder<T>::type { };

template <typename T>
typename enable_if<is_num<T>::value, double>::type twice(T x) { return x * 2.0; }

template <typename T, typename U>
typename enable_if<is_num<T>::value && is_num<U>::value, bool>::type both(T, U) { return true; }

template <typename T>
typename holder<T>::type same(typename holder<T>::type x) { return x; }
}

__global__ void scale(float *v, float k, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] *= k;
}

int main()
{
    double d = meta::twice(3);
    return (int)d - 6;
}
