/* cuda_runtime_api.h -- the everyday CUDA runtime API (playground built-in). */
#ifndef __PLAYGROUND_CUDA_RUNTIME_API_H__
#define __PLAYGROUND_CUDA_RUNTIME_API_H__

#include "host_defines.h"
#include "driver_types.h"
#include "vector_types.h"

#if defined(__cplusplus)
#define __dv(v) = v
extern "C" {
#else
#define __dv(v)
#endif

extern cudaError_t cudaMalloc(void **devPtr, size_t size);
extern cudaError_t cudaMallocManaged(void **devPtr, size_t size, unsigned int flags __dv(cudaMemAttachGlobal));
extern cudaError_t cudaMallocHost(void **ptr, size_t size);
extern cudaError_t cudaFree(void *devPtr);
extern cudaError_t cudaFreeHost(void *ptr);
extern cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
extern cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream __dv(0));
extern cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset __dv(0), enum cudaMemcpyKind kind __dv(cudaMemcpyHostToDevice));
extern cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset __dv(0), enum cudaMemcpyKind kind __dv(cudaMemcpyDeviceToHost));
extern cudaError_t cudaMemset(void *devPtr, int value, size_t count);
extern cudaError_t cudaDeviceSynchronize(void);
extern cudaError_t cudaDeviceReset(void);
extern cudaError_t cudaGetLastError(void);
extern cudaError_t cudaPeekAtLastError(void);
extern const char *cudaGetErrorString(cudaError_t error);
extern const char *cudaGetErrorName(cudaError_t error);
extern cudaError_t cudaGetDeviceCount(int *count);
extern cudaError_t cudaGetDevice(int *device);
extern cudaError_t cudaSetDevice(int device);
extern cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device);
extern cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream);
extern cudaError_t cudaStreamCreate(cudaStream_t *pStream);
extern cudaError_t cudaStreamDestroy(cudaStream_t stream);
extern cudaError_t cudaStreamSynchronize(cudaStream_t stream);
extern cudaError_t cudaEventCreate(cudaEvent_t *event);
extern cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream __dv(0));
extern cudaError_t cudaEventSynchronize(cudaEvent_t event);
extern cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end);
extern cudaError_t cudaEventDestroy(cudaEvent_t event);

#if defined(__cplusplus)
}
#endif
#undef __dv

#endif
