#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z1kP1Pf6float3(struct P *, float, struct float3&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z1kP1Pf6float3(struct P *__par0, float __par1, struct float3&__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArg(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(struct P *, float, struct float3))k)), 0U);}
# 15 "input.cu"
void k( struct ::P *__cuda_0,float __cuda_1,struct ::float3 __cuda_2)
# 16 "input.cu"
{__device_stub__Z1kP1Pf6float3( __cuda_0,__cuda_1,__cuda_2);
# 26 "input.cu"
}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T31) {  __nv_dummy_param_ref(__T31); __nv_save_fatbinhandle_for_managed_rt(__T31); __cudaRegisterEntry(__T31, ((void ( *)(struct P *, float, struct float3))k), _Z1kP1Pf6float3, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
