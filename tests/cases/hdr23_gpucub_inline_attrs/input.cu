// GNU always_inline (what __forceinline__ expands to in the real headers)
// on member functions, constructors (the complete-object one only) and
// function template instances; `return f();` of a void call.
#include <cuda_runtime.h>
namespace ns { namespace v1 {
struct grp {
  unsigned type : 8;
  unsigned rest : 24;
  __device__ grp(unsigned t) : type(t), rest(0) {}
};
template <unsigned Id> struct grp_base : grp { __device__ grp_base() : grp(Id) {} };
struct scratch { int a; };
namespace details {
template <typename T> __inline__ __attribute__((always_inline)) __attribute__((device)) T lin(unsigned i, unsigned d) { return i + d; }
}
class blk : public grp_base<4> {
  scratch *const mem;
public:
  __inline__ __attribute__((always_inline)) __attribute__((device)) blk() : mem(0) {}
  __inline__ __attribute__((always_inline)) __attribute__((device)) void sync() const { __syncthreads(); }
  __inline__ __attribute__((always_inline)) __attribute__((device)) unsigned rank() const { return details::lin<unsigned>(threadIdx.x, blockDim.x); }
  __attribute__((noinline)) __device__ void wait() const { return sync(); }
};
__inline__ __attribute__((always_inline)) __attribute__((device)) void bar(unsigned id) { return __syncthreads(); }
}}
__global__ void k(int *o) { ns::v1::blk b; b.sync(); o[0] = b.rank(); ns::v1::bar(1); b.wait(); }
