/* A small stand-in for the built-in cuda_runtime.h. */
#ifndef CUDA_RUNTIME_H
#define CUDA_RUNTIME_H
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
typedef struct dim3 { unsigned x, y, z; } dim3;
#endif
