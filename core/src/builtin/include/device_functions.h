/* device_functions.h -- device-side intrinsics used by everyday kernels
 * (playground built-in). Declarations only. */
#ifndef __PLAYGROUND_DEVICE_FUNCTIONS_H__
#define __PLAYGROUND_DEVICE_FUNCTIONS_H__

#include "host_defines.h"

#if defined(__cplusplus) && defined(__CUDACC__)
extern "C" {
__device__ __device_builtin__ void __syncthreads(void);
__device__ __device_builtin__ int __syncthreads_count(int predicate);
__device__ __device_builtin__ void __syncwarp(unsigned int mask = 0xffffffff);
__device__ __device_builtin__ void __threadfence(void);
__device__ __device_builtin__ void __threadfence_block(void);
__device__ __device_builtin__ long long clock64(void);
__device__ __device_builtin__ float rsqrtf(float x);
__device__ __device_builtin__ float __expf(float x);
__device__ __device_builtin__ float __logf(float x);
__device__ __device_builtin__ float __sinf(float x);
__device__ __device_builtin__ float __cosf(float x);
__device__ __device_builtin__ float __fdividef(float x, float y);
__device__ __device_builtin__ float __saturatef(float x);
__device__ __device_builtin__ int __float2int_rn(float x);
__device__ __device_builtin__ float __int2float_rn(int x);
}

__device__ int atomicAdd(int *address, int val);
__device__ unsigned int atomicAdd(unsigned int *address, unsigned int val);
__device__ float atomicAdd(float *address, float val);
__device__ double atomicAdd(double *address, double val);
__device__ int atomicSub(int *address, int val);
__device__ int atomicExch(int *address, int val);
__device__ float atomicExch(float *address, float val);
__device__ int atomicMin(int *address, int val);
__device__ int atomicMax(int *address, int val);
__device__ int atomicCAS(int *address, int compare, int val);
__device__ unsigned int atomicCAS(unsigned int *address, unsigned int compare, unsigned int val);
__device__ int __shfl_sync(unsigned int mask, int var, int srcLane, int width = 32);
__device__ float __shfl_sync(unsigned int mask, float var, int srcLane, int width = 32);
__device__ int __shfl_down_sync(unsigned int mask, int var, unsigned int delta, int width = 32);
__device__ float __shfl_down_sync(unsigned int mask, float var, unsigned int delta, int width = 32);
__device__ int __shfl_xor_sync(unsigned int mask, int var, int laneMask, int width = 32);
__device__ float __shfl_xor_sync(unsigned int mask, float var, int laneMask, int width = 32);

__host__ __device__ int min(int a, int b);
__host__ __device__ unsigned int min(unsigned int a, unsigned int b);
__host__ __device__ float min(float a, float b);
__host__ __device__ double min(double a, double b);
__host__ __device__ int max(int a, int b);
__host__ __device__ unsigned int max(unsigned int a, unsigned int b);
__host__ __device__ float max(float a, float b);
__host__ __device__ double max(double a, double b);
#endif

#endif
