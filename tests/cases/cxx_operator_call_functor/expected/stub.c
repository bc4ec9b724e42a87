#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
static void __device_stub__Z6apply2I5SaxpyEvT_PKfPfi(struct Saxpy&, const float *, float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6apply2I5SaxpyEvT_PKfPfi(struct Saxpy&__par0, const float *__par1, float *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(struct Saxpy, const float *, float *, int))apply2<    ::Saxpy> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_apply2< ::Saxpy>( struct ::Saxpy &__cuda_0,const float *&__cuda_1,float *&__cuda_2,int &__cuda_3){__device_stub__Z6apply2I5SaxpyEvT_PKfPfi( (struct ::Saxpy &)__cuda_0,(const float *&)__cuda_1,(float *&)__cuda_2,(int &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback(void **__T2){__nv_dummy_param_ref(__T2);__nv_save_fatbinhandle_for_managed_rt(__T2);__cudaRegisterEntry(__T2, ((void ( *)(struct Saxpy, const float *, float *, int))apply2<    ::Saxpy> ), _Z6apply2I5SaxpyEvT_PKfPfi, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
