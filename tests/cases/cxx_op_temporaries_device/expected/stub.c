#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z4moveP4Vec2PKS_7Stepperi(struct Vec2 *, const struct Vec2 *, struct Stepper&, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z4moveP4Vec2PKS_7Stepperi(struct Vec2 *__par0, const struct Vec2 *__par1, struct Stepper&__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArg(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(struct Vec2 *, const struct Vec2 *, struct Stepper, int))move)), 0U);}
# 22 "input.cu"
void move( struct ::Vec2 *__cuda_0,const struct ::Vec2 *__cuda_1,struct ::Stepper __cuda_2,int __cuda_3)
# 23 "input.cu"
{__device_stub__Z4moveP4Vec2PKS_7Stepperi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 32 "input.cu"
}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T12) {  __nv_dummy_param_ref(__T12); __nv_save_fatbinhandle_for_managed_rt(__T12); __cudaRegisterEntry(__T12, ((void ( *)(struct Vec2 *, const struct Vec2 *, struct Stepper, int))move), _Z4moveP4Vec2PKS_7Stepperi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
