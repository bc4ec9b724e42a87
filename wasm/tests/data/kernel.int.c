# 1 "kernel.cu"
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
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 2
#if 0
# 2
struct uint3 { unsigned x, y, z; }; 
#endif
# 3 "kernel.cu"
#if 0
# 3
struct dim3 { 
# 4
unsigned x, y, z; 
# 6
}; 
#endif
# 7 "kernel.cu"
struct CUstream_st; 
# 8
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 9
extern const uint3 __device_builtin_variable_threadIdx; 
# 11
__attribute__((visibility("hidden"))) void add(int *a, int n) ;
#if 0
# 12
{ 
# 13
int i = __device_builtin_variable_threadIdx.x; 
# 14
if (i < n) { (a[i]) += 1; }  
# 15
} 
#endif
# 17 "kernel.cu"
int main() 
# 18
{ 
# 19
int *d = (0); 
# 20
(__cudaPushCallConfiguration(1, 10)) ? (void)0 : add(d, 10); 
# 21
return 0; 
# 22
} 

# 1 "kernel.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f7ab503f_9_kernel_cu_e13c804c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "kernel.cudafe1.stub.c"
#include "kernel.cudafe1.stub.c"
# 1 "kernel.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
