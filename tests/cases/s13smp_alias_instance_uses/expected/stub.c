#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef ptr<int>  _Z3ptrIiE;
typedef unsigned _Z4sameIjE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z1kPiPfj(_Z3ptrIiE, fptr, _Z4sameIjE);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z1kPiPfj(_Z3ptrIiE __par0, fptr __par1, _Z4sameIjE __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(_Z3ptrIiE, fptr, _Z4sameIjE))k)), 0U);}
# 9 "input.cu"
void k( _Z3ptrIiE __cuda_0,::fptr __cuda_1,_Z4sameIjE __cuda_2)
# 9 "input.cu"
{__device_stub__Z1kPiPfj( __cuda_0,__cuda_1,__cuda_2);
# 15 "input.cu"
}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(_Z3ptrIiE, fptr, _Z4sameIjE))k), _Z1kPiPfj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
