#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z4lerpPK4Vec2S1_PS_di(const struct Vec2 *, const struct Vec2 *, struct Vec2 *, double, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z4lerpPK4Vec2S1_PS_di(const struct Vec2 *__par0, const struct Vec2 *__par1, struct Vec2 *__par2, double __par3, int __par4){__cudaLaunchPrologue(5);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaSetupArgSimple(__par4, 32UL);__cudaLaunch(((char *)((void ( *)(const struct Vec2 *, const struct Vec2 *, struct Vec2 *, double, int))lerp)), 0U);}
# 8 "input.cu"
void lerp( const struct ::Vec2 *__cuda_0,const struct ::Vec2 *__cuda_1,struct ::Vec2 *__cuda_2,double __cuda_3,int __cuda_4)
# 9 "input.cu"
{__device_stub__Z4lerpPK4Vec2S1_PS_di( __cuda_0,__cuda_1,__cuda_2,__cuda_3,__cuda_4);



}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T11) {  __nv_dummy_param_ref(__T11); __nv_save_fatbinhandle_for_managed_rt(__T11); __cudaRegisterEntry(__T11, ((void ( *)(const struct Vec2 *, const struct Vec2 *, struct Vec2 *, double, int))lerp), _Z4lerpPK4Vec2S1_PS_di, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
