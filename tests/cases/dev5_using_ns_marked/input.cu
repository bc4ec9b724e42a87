// C library functions that CUDA also declares as device builtins, named by
// namespaces' using-declarations. A namespace is marked the first time one
// of its typedefs or enums is (here by a non-type template parameter's type,
// or by code a kernel keeps); the using-declarations it holds by then keep
// their targets in device code, later ones do not.
extern "C" int lib_one(int);
extern "C" __host__ __device__ __device_builtin__ int lib_one(int);
extern "C" int lib_two(int);
extern "C" __host__ __device__ __device_builtin__ int lib_two(int);
extern "C" int lib_three(int);
extern "C" __host__ __device__ __device_builtin__ int lib_three(int);
extern "C" int lib_four(int);
extern "C" __host__ __device__ __device_builtin__ int lib_four(int);

namespace outer {
using ::lib_one;
typedef unsigned long count_t;
namespace inner {
typedef count_t small_t;
}
}
namespace outer {
using ::lib_two;
}
template <outer::inner::small_t N> struct fixed { int v[N]; };
namespace outer {
using ::lib_three;
}

namespace other {
using ::lib_one;
enum mode { m_a, m_b };
}
namespace other {
using ::lib_four;
}

namespace late {
using ::lib_four;
typedef int word;
}

__global__ void kernel(int *p)
{
    late::word w = p[1];
    other::mode m = other::m_b;
    p[0] = w + (int)m;
}
namespace late {
using ::lib_three;
}
