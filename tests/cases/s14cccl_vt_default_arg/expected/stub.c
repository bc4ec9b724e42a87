#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef short _ZN2D2IsLb1EE4typeE;
typedef long _ZN2D3IiLb1EE4typeE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z1kPsPl(_ZN2D2IsLb1EE4typeE *, _ZN2D3IiLb1EE4typeE *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z1kPsPl(_ZN2D2IsLb1EE4typeE *__par0, _ZN2D3IiLb1EE4typeE *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(_ZN2D2IsLb1EE4typeE *, _ZN2D3IiLb1EE4typeE *))k)), 0U);}
# 18 "input.cu"
void k( _ZN2D2IsLb1EE4typeE *__cuda_0,_ZN2D3IiLb1EE4typeE *__cuda_1)
# 18 "input.cu"
{__device_stub__Z1kPsPl( __cuda_0,__cuda_1); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(_ZN2D2IsLb1EE4typeE *, _ZN2D3IiLb1EE4typeE *))k), _Z1kPsPl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
