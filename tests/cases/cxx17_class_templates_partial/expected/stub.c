#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef Vec<float, (int)3>  _Z3VecIfLi3EE;
typedef Vec<int, (int)1>  _Z3VecIiLi1EE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z1kPf3VecIfLi3EES0_IiLi1EE(float *,  _Z3VecIfLi3EE&,  _Z3VecIiLi1EE&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z1kPf3VecIfLi3EES0_IiLi1EE(float *__par0,  _Z3VecIfLi3EE&__par1,  _Z3VecIiLi1EE&__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaSetupArg(__par2, 20UL);__cudaLaunch(((char *)((void ( *)(float *,  _Z3VecIfLi3EE,  _Z3VecIiLi1EE))k)), 0U);}
# 21 "input.cu"
void k( float *__cuda_0, _Z3VecIfLi3EE __cuda_1, _Z3VecIiLi1EE __cuda_2)
# 22 "input.cu"
{__device_stub__Z1kPf3VecIfLi3EES0_IiLi1EE( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(float *,  _Z3VecIfLi3EE,  _Z3VecIiLi1EE))k), _Z1kPf3VecIfLi3EES0_IiLi1EE, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
