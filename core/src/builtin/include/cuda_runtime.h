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

#endif

#endif
