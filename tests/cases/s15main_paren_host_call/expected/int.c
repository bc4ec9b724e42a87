# 1 "input.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 4 "/usr/local/cuda/include/stddef.h"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 5
typedef long ptrdiff_t; 
# 7 "/usr/local/cuda/include/vector_types.h"
#if 0
# 7
struct char1 { signed char x; }; 
#endif
# 8 "/usr/local/cuda/include/vector_types.h"
#if 0
# 8
struct __attribute((aligned(2))) char2 { signed char x, y; }; 
#endif
# 9 "/usr/local/cuda/include/vector_types.h"
#if 0
# 9
struct char3 { signed char x, y, z; }; 
#endif
# 10 "/usr/local/cuda/include/vector_types.h"
#if 0
# 10
struct __attribute((aligned(4))) char4 { signed char x, y, z, w; }; 
#endif
# 11 "/usr/local/cuda/include/vector_types.h"
#if 0
# 11
struct uchar1 { unsigned char x; }; 
#endif
# 12 "/usr/local/cuda/include/vector_types.h"
#if 0
# 12
struct __attribute((aligned(2))) uchar2 { unsigned char x, y; }; 
#endif
# 13 "/usr/local/cuda/include/vector_types.h"
#if 0
# 13
struct uchar3 { unsigned char x, y, z; }; 
#endif
# 14 "/usr/local/cuda/include/vector_types.h"
#if 0
# 14
struct __attribute((aligned(4))) uchar4 { unsigned char x, y, z, w; }; 
#endif
# 15 "/usr/local/cuda/include/vector_types.h"
#if 0
# 15
struct __attribute((aligned(4))) short2 { short x, y; }; 
#endif
# 16 "/usr/local/cuda/include/vector_types.h"
#if 0
# 16
struct __attribute((aligned(8))) short4 { short x, y, z, w; }; 
#endif
# 17 "/usr/local/cuda/include/vector_types.h"
#if 0
# 17
struct int1 { int x; }; 
#endif
# 18 "/usr/local/cuda/include/vector_types.h"
#if 0
# 18
struct __attribute((aligned(8))) int2 { int x, y; }; 
#endif
# 19 "/usr/local/cuda/include/vector_types.h"
#if 0
# 19
struct int3 { int x, y, z; }; 
#endif
# 20 "/usr/local/cuda/include/vector_types.h"
#if 0
# 20
struct __attribute((aligned(16))) int4 { int x, y, z, w; }; 
#endif
# 21 "/usr/local/cuda/include/vector_types.h"
#if 0
# 21
struct uint1 { unsigned x; }; 
#endif
# 22 "/usr/local/cuda/include/vector_types.h"
#if 0
# 22
struct __attribute((aligned(8))) uint2 { unsigned x, y; }; 
#endif
# 23 "/usr/local/cuda/include/vector_types.h"
#if 0
# 23
struct uint3 { unsigned x, y, z; }; 
#endif
# 24 "/usr/local/cuda/include/vector_types.h"
#if 0
# 24
struct __attribute((aligned(16))) uint4 { unsigned x, y, z, w; }; 
#endif
# 25 "/usr/local/cuda/include/vector_types.h"
#if 0
# 25
struct float1 { float x; }; 
#endif
# 26 "/usr/local/cuda/include/vector_types.h"
#if 0
# 26
struct __attribute((aligned(8))) float2 { float x, y; }; 
#endif
# 27 "/usr/local/cuda/include/vector_types.h"
#if 0
# 27
struct float3 { float x, y, z; }; 
#endif
# 28 "/usr/local/cuda/include/vector_types.h"
#if 0
# 28
struct __attribute((aligned(16))) float4 { float x, y, z, w; }; 
#endif
# 29 "/usr/local/cuda/include/vector_types.h"
#if 0
# 29
struct double1 { double x; }; 
#endif
# 30 "/usr/local/cuda/include/vector_types.h"
#if 0
# 30
struct __attribute((aligned(16))) double2 { double x, y; }; 
#endif
# 31 "/usr/local/cuda/include/vector_types.h"
#if 0
# 31
struct double3 { double x, y, z; }; 
#endif
# 33 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef char1 
# 33
char1; 
#endif
# 34 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef char2 
# 34
char2; 
#endif
# 35 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef char3 
# 35
char3; 
#endif
# 36 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef char4 
# 36
char4; 
#endif
# 37 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef uchar1 
# 37
uchar1; 
#endif
# 38 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef uchar2 
# 38
uchar2; 
#endif
# 39 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef uchar3 
# 39
uchar3; 
#endif
# 40 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef uchar4 
# 40
uchar4; 
#endif
# 41 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef short2 
# 41
short2; 
#endif
# 42 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef short4 
# 42
short4; 
#endif
# 43 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef int1 
# 43
int1; 
#endif
# 44 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef int2 
# 44
int2; 
#endif
# 45 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef int3 
# 45
int3; 
#endif
# 46 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef int4 
# 46
int4; 
#endif
# 47 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef uint1 
# 47
uint1; 
#endif
# 48 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef uint2 
# 48
uint2; 
#endif
# 49 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef uint3 
# 49
uint3; 
#endif
# 50 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef uint4 
# 50
uint4; 
#endif
# 51 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef float1 
# 51
float1; 
#endif
# 52 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef float2 
# 52
float2; 
#endif
# 53 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef float3 
# 53
float3; 
#endif
# 54 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef float4 
# 54
float4; 
#endif
# 55 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef double1 
# 55
double1; 
#endif
# 56 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef double2 
# 56
double2; 
#endif
# 57 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef double3 
# 57
double3; 
#endif
# 60 "/usr/local/cuda/include/vector_types.h"
#if 0
# 60
struct dim3 { 
# 61
unsigned x, y, z; 
# 67
}; 
#endif
# 68 "/usr/local/cuda/include/vector_types.h"
#if 0
typedef dim3 
# 68
dim3; 
#endif
# 15 "/usr/local/cuda/include/driver_types.h"
#if 0
# 15
enum cudaError { 
# 16
cudaSuccess, 
# 17
cudaErrorInvalidValue, 
# 18
cudaErrorMemoryAllocation, 
# 19
cudaErrorInitializationError, 
# 20
cudaErrorInvalidConfiguration = 9, 
# 21
cudaErrorInvalidDevicePointer = 17, 
# 22
cudaErrorInvalidMemcpyDirection = 21, 
# 23
cudaErrorInsufficientDriver = 35, 
# 24
cudaErrorInvalidDeviceFunction = 98, 
# 25
cudaErrorNoDevice = 100, 
# 26
cudaErrorInvalidDevice, 
# 27
cudaErrorNoKernelImageForDevice = 209, 
# 28
cudaErrorInvalidResourceHandle = 400, 
# 29
cudaErrorNotReady = 600, 
# 30
cudaErrorIllegalAddress = 700, 
# 31
cudaErrorLaunchOutOfResources, 
# 32
cudaErrorLaunchTimeout, 
# 33
cudaErrorLaunchFailure = 719, 
# 34
cudaErrorUnknown = 999
# 35
}; 
#endif
# 36 "/usr/local/cuda/include/driver_types.h"
#if 0
typedef cudaError 
# 36
cudaError_t; 
#endif
# 38 "/usr/local/cuda/include/driver_types.h"
#if 0
# 38
enum cudaMemcpyKind { 
# 39
cudaMemcpyHostToHost, 
# 40
cudaMemcpyHostToDevice, 
# 41
cudaMemcpyDeviceToHost, 
# 42
cudaMemcpyDeviceToDevice, 
# 43
cudaMemcpyDefault
# 44
}; 
#endif
# 46 "/usr/local/cuda/include/driver_types.h"
#if 0
typedef struct CUstream_st *
# 46
cudaStream_t; 
#endif
# 47 "/usr/local/cuda/include/driver_types.h"
#if 0
typedef struct CUevent_st *
# 47
cudaEvent_t; 
#endif
# 50 "/usr/local/cuda/include/driver_types.h"
#if 0
# 50
struct cudaDeviceProp { 
# 51
char name[256]; 
# 52
size_t totalGlobalMem; 
# 53
size_t sharedMemPerBlock; 
# 54
int regsPerBlock; 
# 55
int warpSize; 
# 56
int maxThreadsPerBlock; 
# 57
int maxThreadsDim[3]; 
# 58
int maxGridSize[3]; 
# 59
size_t totalConstMem; 
# 60
int major; 
# 61
int minor; 
# 62
int multiProcessorCount; 
# 63
int maxThreadsPerMultiProcessor; 
# 64
}; 
#endif
# 11 "/usr/local/cuda/include/cuda_runtime_api.h"
extern "C" {
# 16
extern cudaError_t cudaMalloc(void ** devPtr, size_t size); 
# 17
extern cudaError_t cudaMallocManaged(void ** devPtr, size_t size, unsigned flags = 1); 
# 18
extern cudaError_t cudaMallocHost(void ** ptr, size_t size); 
# 19
extern cudaError_t cudaFree(void * devPtr); 
# 20
extern cudaError_t cudaFreeHost(void * ptr); 
# 21
extern cudaError_t cudaMemcpy(void * dst, const void * src, size_t count, cudaMemcpyKind kind); 
# 22
extern cudaError_t cudaMemcpyAsync(void * dst, const void * src, size_t count, cudaMemcpyKind kind, cudaStream_t stream = 0); 
# 23
extern cudaError_t cudaMemcpyToSymbol(const void * symbol, const void * src, size_t count, size_t offset = 0, cudaMemcpyKind kind = cudaMemcpyHostToDevice); 
# 24
extern cudaError_t cudaMemcpyFromSymbol(void * dst, const void * symbol, size_t count, size_t offset = 0, cudaMemcpyKind kind = cudaMemcpyDeviceToHost); 
# 25
extern cudaError_t cudaMemset(void * devPtr, int value, size_t count); 
# 26
extern cudaError_t cudaDeviceSynchronize(); 
# 27
extern cudaError_t cudaDeviceReset(); 
# 28
extern cudaError_t cudaGetLastError(); 
# 29
extern cudaError_t cudaPeekAtLastError(); 
# 30
extern const char *cudaGetErrorString(cudaError_t error); 
# 31
extern const char *cudaGetErrorName(cudaError_t error); 
# 32
extern cudaError_t cudaGetDeviceCount(int * count); 
# 33
extern cudaError_t cudaGetDevice(int * device); 
# 34
extern cudaError_t cudaSetDevice(int device); 
# 35
extern cudaError_t cudaGetDeviceProperties(cudaDeviceProp * prop, int device); 
# 36
extern cudaError_t cudaLaunchKernel(const void * func, dim3 gridDim, dim3 blockDim, void ** args, size_t sharedMem, cudaStream_t stream); 
# 37
extern cudaError_t cudaStreamCreate(cudaStream_t * pStream); 
# 38
extern cudaError_t cudaStreamDestroy(cudaStream_t stream); 
# 39
extern cudaError_t cudaStreamSynchronize(cudaStream_t stream); 
# 40
extern cudaError_t cudaEventCreate(cudaEvent_t * event); 
# 41
extern cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream = 0); 
# 42
extern cudaError_t cudaEventSynchronize(cudaEvent_t event); 
# 43
extern cudaError_t cudaEventElapsedTime(float * ms, cudaEvent_t start, cudaEvent_t end); 
# 44
extern cudaError_t cudaEventDestroy(cudaEvent_t event); 
# 47
}
# 10 "/usr/local/cuda/include/device_launch_parameters.h"
extern "C" {
# 12
extern const uint3 __device_builtin_variable_threadIdx; 
# 13
extern const uint3 __device_builtin_variable_blockIdx; 
# 14
extern const dim3 __device_builtin_variable_blockDim; 
# 15
extern const dim3 __device_builtin_variable_gridDim; 
# 16
extern const int __device_builtin_variable_warpSize; 
# 18
}
# 9 "/usr/local/cuda/include/device_functions.h"
extern "C" {
# 25
}
# 27
__attribute__((unused)) int atomicAdd(int * address, int val); 
# 28
__attribute__((unused)) unsigned atomicAdd(unsigned * address, unsigned val); 
# 29
__attribute__((unused)) float atomicAdd(float * address, float val); 
# 30
__attribute__((unused)) double atomicAdd(double * address, double val); 
# 31
__attribute__((unused)) int atomicSub(int * address, int val); 
# 32
__attribute__((unused)) int atomicExch(int * address, int val); 
# 33
__attribute__((unused)) float atomicExch(float * address, float val); 
# 34
__attribute__((unused)) int atomicMin(int * address, int val); 
# 35
__attribute__((unused)) int atomicMax(int * address, int val); 
# 36
__attribute__((unused)) int atomicCAS(int * address, int compare, int val); 
# 37
__attribute__((unused)) unsigned atomicCAS(unsigned * address, unsigned compare, unsigned val); 
# 38
__attribute__((unused)) int __shfl_sync(unsigned mask, int var, int srcLane, int width = 32); 
# 39
__attribute__((unused)) float __shfl_sync(unsigned mask, float var, int srcLane, int width = 32); 
# 40
__attribute__((unused)) int __shfl_down_sync(unsigned mask, int var, unsigned delta, int width = 32); 
# 41
__attribute__((unused)) float __shfl_down_sync(unsigned mask, float var, unsigned delta, int width = 32); 
# 42
__attribute__((unused)) int __shfl_xor_sync(unsigned mask, int var, int laneMask, int width = 32); 
# 43
__attribute__((unused)) float __shfl_xor_sync(unsigned mask, float var, int laneMask, int width = 32); 
# 45
int min(int a, int b); 
# 46
unsigned min(unsigned a, unsigned b); 
# 47
float min(float a, float b); 
# 48
double min(double a, double b); 
# 49
int max(int a, int b); 
# 50
unsigned max(unsigned a, unsigned b); 
# 51
float max(float a, float b); 
# 52
double max(double a, double b); 
# 10 "/usr/local/cuda/include/math.h"
extern "C" {
# 12
double sqrt(double x); 
# 13
float sqrtf(float x); 
# 14
double pow(double x, double y); 
# 15
float powf(float x, float y); 
# 16
double exp(double x); 
# 17
float expf(float x); 
# 18
double log(double x); 
# 19
float logf(float x); 
# 20
double sin(double x); 
# 21
float sinf(float x); 
# 22
double cos(double x); 
# 23
float cosf(float x); 
# 24
double tanh(double x); 
# 25
float tanhf(float x); 
# 26
double fabs(double x); 
# 27
float fabsf(float x); 
# 28
double floor(double x); 
# 29
float floorf(float x); 
# 30
double ceil(double x); 
# 31
float ceilf(float x); 
# 32
double fmin(double x, double y); 
# 33
float fminf(float x, float y); 
# 34
double fmax(double x, double y); 
# 35
float fmaxf(float x, float y); 
# 37
}
# 17 "/usr/local/cuda/include/cuda_runtime.h"
extern "C" {
# 18
int printf(const char * format, ...); 
# 19
void *malloc(size_t size); 
# 20
void free(void * ptr); 
# 21
void *memcpy(void * dst, const void * src, size_t n); 
# 22
void *memset(void * s, int c, size_t n); 
# 24
unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 25
}
# 1 "input.cu"
int hf(int a) { return a; } 
# 2
__attribute__((visibility("hidden"))) void k(int *p) ;
#if 0
# 2
{ (*p) = (hf)(*p); } 
#endif
# 3 "input.cu"
__attribute__((visibility("hidden"))) void k2(int *p) ;
#if 0
# 3
{ (*p) = hf(*p); } 
#endif
# 4 "input.cu"
int main() { return 0; } 

# 1 "input.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__569dfa08_8_input_cu__Z2hfi
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "input.cudafe1.stub.c"
#include "input.cudafe1.stub.c"
# 1 "input.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
