#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6update6ParamsP4Vec3S0_(struct Params&, Vec3 *, Vec3&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6update6ParamsP4Vec3S0_(struct Params&__par0, Vec3 *__par1, Vec3&__par2){__cudaLaunchPrologue(3);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 16UL);__cudaSetupArg(__par2, 24UL);__cudaLaunch(((char *)((void ( *)(struct Params, Vec3 *, Vec3))update)), 0U);}
# 17 "input.cu"
void update( struct ::Params __cuda_0,::Vec3 *__cuda_1,::Vec3 __cuda_2)
# 18 "input.cu"
{__device_stub__Z6update6ParamsP4Vec3S0_( __cuda_0,__cuda_1,__cuda_2);
# 24 "input.cu"
}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(struct Params, Vec3 *, Vec3))update), _Z6update6ParamsP4Vec3S0_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
