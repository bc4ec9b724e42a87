/* host_defines.h -- CUDA execution- and memory-space keywords (playground built-in).
 * Written for this project from the documented CUDA interface. Under nvcc the
 * keywords are GNU attributes that the CUDA front end interprets. */
#ifndef __PLAYGROUND_HOST_DEFINES_H__
#define __PLAYGROUND_HOST_DEFINES_H__

#define __no_return__ __attribute__((noreturn))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __align__(n) __attribute__((aligned(n)))
#define __thread__ __thread
#define CUDARTAPI
#define CUDARTAPI_CDECL

#if defined(__CUDACC__)
#define __annotate__(a) __attribute__((a))
#define __location__(a) __annotate__(a)
#define __launch_bounds__(...) __annotate__(launch_bounds(__VA_ARGS__))
#define __maxnreg__(a) __attribute__((maxnreg(a)))
#define __cluster_dims__(...) __attribute__((cluster_dims(__VA_ARGS__)))
#define __builtin_align__(a) __align__(a)
#define __host__ __location__(host)
#define __device__ __location__(device)
#define __global__ __location__(global)
#define __shared__ __location__(shared)
#define __constant__ __location__(constant)
#define __managed__ __location__(managed)
#define __grid_constant__ __location__(grid_constant)
#define __nv_pure__ __location__(nv_pure)
#define __device_builtin__ __location__(device_builtin)
#define __cudart_builtin__ __location__(cudart_builtin)
/* C library functions that kernels may call too. */
#define __cuda_libc_hd__ __host__ __device__ __cudart_builtin__
#define __cuda_libc_hd_builtin__ __host__ __device__ __device_builtin__ __cudart_builtin__
#define __cuda_math_hd__ __host__ __device__ __device_builtin__
#else
/* A plain host compiler sees no CUDA keywords. */
#define __annotate__(a)
#define __location__(a)
#define __launch_bounds__(...)
#define __maxnreg__(a)
#define __cluster_dims__(...)
#define __builtin_align__(a) __align__(a)
#define __host__
#define __device__
#define __global__
#define __shared__
#define __constant__
#define __managed__
#define __grid_constant__
#define __nv_pure__
#define __device_builtin__
#define __cudart_builtin__
#define __cuda_libc_hd__
#define __cuda_libc_hd_builtin__
#define __cuda_math_hd__
#endif

#endif
