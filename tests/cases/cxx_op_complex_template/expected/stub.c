#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef Cplx<float>  _Z4CplxIfE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z6mandelP4CplxIfES0_i( _Z4CplxIfE *,  _Z4CplxIfE&, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6mandelP4CplxIfES0_i( _Z4CplxIfE *__par0,  _Z4CplxIfE&__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)( _Z4CplxIfE *,  _Z4CplxIfE, int))mandel)), 0U);}
# 18 "input.cu"
void mandel(  _Z4CplxIfE *__cuda_0, _Z4CplxIfE __cuda_1,int __cuda_2)
# 19 "input.cu"
{__device_stub__Z6mandelP4CplxIfES0_i( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)( _Z4CplxIfE *,  _Z4CplxIfE, int))mandel), _Z6mandelP4CplxIfES0_i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
