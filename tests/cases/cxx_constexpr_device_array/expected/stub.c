#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
static void __device_stub__Z4blurILi2EEvPKfPfi(const float *, float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z4blurILi2EEvPKfPfi(const float *__par0, float *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const float *, float *, int))blur<(int)2> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_blur<2>( const float *&__cuda_0,float *&__cuda_1,int &__cuda_2){__device_stub__Z4blurILi2EEvPKfPfi( (const float *&)__cuda_0,(float *&)__cuda_1,(int &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)(const float *, float *, int))blur<(int)2> ), _Z4blurILi2EEvPKfPfi, (-1));__cudaRegisterVariable(__T0, __shadow_var(taps,::taps), 0, 20UL, 1, 0);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
