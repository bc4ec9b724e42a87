#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5saxpyifPKfPf(int, float, const float *__restrict__, float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5saxpyifPKfPf(int __par0, float __par1, const float *__restrict__ __par2, float *__restrict__ __par3){ const float *__T0;
 float *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 8UL);__T1 = __par3;__cudaSetupArgSimple(__T1, 16UL);__cudaLaunch(((char *)((void ( *)(int, float, const float *__restrict__, float *__restrict__))saxpy)), 0U);}
# 1 "input.cu"
void saxpy( int __cuda_0,float __cuda_1,const float *__restrict__ __cuda_2,float *__restrict__ __cuda_3)
# 2 "input.cu"
{__device_stub__Z5saxpyifPKfPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, float, const float *__restrict__, float *__restrict__))saxpy), _Z5saxpyifPKfPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
