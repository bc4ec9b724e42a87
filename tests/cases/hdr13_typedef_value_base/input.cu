// A typedef name as a template argument of a dependent base class is
// written as the type it names.
typedef unsigned long count_t;
template<class T, T v> struct value_is { static constexpr T value = v; };
template<class T> struct aligned : value_is<count_t, __alignof__(T)> { };
template<class T> struct ranked : value_is<count_t, 1 + sizeof(T)> { };
__global__ void kern(float *out) { out[0] = 1.0f; }
