#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
static void __device_stub__Z3runI4SumREvT_PKfiPf(struct SumR&, const float *, int, float *);
static void __device_stub__Z3runI4MaxREvT_PKfiPf(struct MaxR&, const float *, int, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z3runI4SumREvT_PKfiPf(struct SumR&__par0, const float *__par1, int __par2, float *__par3){__cudaLaunchPrologue(4);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(struct SumR, const float *, int, float *))run<    ::SumR> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_run< ::SumR>( struct ::SumR &__cuda_0,const float *&__cuda_1,int &__cuda_2,float *&__cuda_3){__device_stub__Z3runI4SumREvT_PKfiPf( (struct ::SumR &)__cuda_0,(const float *&)__cuda_1,(int &)__cuda_2,(float *&)__cuda_3);}
static void __device_stub__Z3runI4MaxREvT_PKfiPf(struct MaxR&__par0, const float *__par1, int __par2, float *__par3){__cudaLaunchPrologue(4);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(struct MaxR, const float *, int, float *))run<    ::MaxR> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_run< ::MaxR>( struct ::MaxR &__cuda_0,const float *&__cuda_1,int &__cuda_2,float *&__cuda_3){__device_stub__Z3runI4MaxREvT_PKfiPf( (struct ::MaxR &)__cuda_0,(const float *&)__cuda_1,(int &)__cuda_2,(float *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback(void **__T8){__nv_dummy_param_ref(__T8);__nv_save_fatbinhandle_for_managed_rt(__T8);__cudaRegisterEntry(__T8, ((void ( *)(struct MaxR, const float *, int, float *))run<    ::MaxR> ), _Z3runI4MaxREvT_PKfiPf, (-1));__cudaRegisterEntry(__T8, ((void ( *)(struct SumR, const float *, int, float *))run<    ::SumR> ), _Z3runI4SumREvT_PKfiPf, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
