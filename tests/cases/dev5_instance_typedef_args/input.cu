// A function template instance is written with its arguments as first
// deduced: a typedef name stays in the parameter types (the mangled name
// uses the underlying type), and a later use with the underlying type
// reuses the instance.
typedef unsigned char byte_t;
typedef float real;

template <class T>
__device__ T *advance(T *p, unsigned long n) { T *q = p + n; return q; }

template <class T>
__device__ T pick(T a, T b) { T m = a > b ? a : b; return m; }

__global__ void kernel(byte_t *bytes, unsigned char *raw, real *vals, int n)
{
    byte_t *b = advance(bytes, 4);
    unsigned char *r = advance(raw, 2);
    b[0] = r[0];
    vals[0] = pick(vals[1], vals[2]);
    vals[3] = pick(1.0f, vals[4]);
}
