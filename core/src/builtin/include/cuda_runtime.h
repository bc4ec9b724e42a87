/* cuda_runtime.h -- the playground's CUDA runtime header (written for this
 * project from the documented CUDA interface; a small subset). nvcc includes it
 * implicitly before every .cu file. */
#ifndef __PLAYGROUND_CUDA_RUNTIME_H__
#define __PLAYGROUND_CUDA_RUNTIME_H__

#include "host_defines.h"
#include <stddef.h>
#include "vector_types.h"
#include "driver_types.h"
#include "cuda_runtime_api.h"
#include "device_launch_parameters.h"
#include "device_functions.h"
#include <math.h>

#if defined(__cplusplus) && defined(__CUDACC__)
extern "C" {
__cuda_libc_hd_builtin__ int printf(const char *format, ...);
__cuda_libc_hd__ void *malloc(size_t size);
__cuda_libc_hd__ void free(void *ptr);
__cuda_libc_hd_builtin__ void *memcpy(void *dst, const void *src, size_t n);
__cuda_libc_hd_builtin__ void *memset(void *s, int c, size_t n);
/* What the front end turns `k<<<grid, block, shmem, stream>>>(...)` into. */
__host__ __device__ unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, struct CUstream_st *stream = 0);
}

/* Typed conveniences: `cudaMalloc(&p, n)` for any `T *p`, and symbols passed
 * by reference. */
template <class T> static __inline__ __host__ cudaError_t cudaMalloc(T **devPtr, size_t size) { return ::cudaMalloc((void **)(void *)devPtr, size); }
template <class T> static __inline__ __host__ cudaError_t cudaMallocManaged(T **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal) { return ::cudaMallocManaged((void **)(void *)devPtr, size, flags); }
template <class T> static __inline__ __host__ cudaError_t cudaMallocHost(T **ptr, size_t size) { return ::cudaMallocHost((void **)(void *)ptr, size); }
template <class T> static __inline__ __host__ cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src, size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyHostToDevice) { return ::cudaMemcpyToSymbol((const void *)&symbol, src, count, offset, kind); }
template <class T> static __inline__ __host__ cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost) { return ::cudaMemcpyFromSymbol(dst, (const void *)&symbol, count, offset, kind); }
template <class T> static __inline__ __host__ cudaError_t cudaLaunchKernel(T *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem = 0, cudaStream_t stream = 0) { return ::cudaLaunchKernel((const void *)func, gridDim, blockDim, args, sharedMem, stream); }
#endif

#endif
