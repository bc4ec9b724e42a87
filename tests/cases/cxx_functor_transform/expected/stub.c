#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
static void __device_stub__Z9transformI6SquareEvPKfPfiT_(const float *, float *, int, struct Square&);
static void __device_stub__Z9transformI8AddConstEvPKfPfiT_(const float *, float *, int, struct AddConst&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z9transformI6SquareEvPKfPfiT_(const float *__par0, float *__par1, int __par2, struct Square&__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArg(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(const float *, float *, int, struct Square))transform<    ::Square> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_transform< ::Square>( const float *&__cuda_0,float *&__cuda_1,int &__cuda_2,struct ::Square &__cuda_3){__device_stub__Z9transformI6SquareEvPKfPfiT_( (const float *&)__cuda_0,(float *&)__cuda_1,(int &)__cuda_2,(struct ::Square &)__cuda_3);}
static void __device_stub__Z9transformI8AddConstEvPKfPfiT_(const float *__par0, float *__par1, int __par2, struct AddConst&__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArg(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(const float *, float *, int, struct AddConst))transform<    ::AddConst> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_transform< ::AddConst>( const float *&__cuda_0,float *&__cuda_1,int &__cuda_2,struct ::AddConst &__cuda_3){__device_stub__Z9transformI8AddConstEvPKfPfiT_( (const float *&)__cuda_0,(float *&)__cuda_1,(int &)__cuda_2,(struct ::AddConst &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback(void **__T3){__nv_dummy_param_ref(__T3);__nv_save_fatbinhandle_for_managed_rt(__T3);__cudaRegisterEntry(__T3, ((void ( *)(const float *, float *, int, struct AddConst))transform<    ::AddConst> ), _Z9transformI8AddConstEvPKfPfiT_, (-1));__cudaRegisterEntry(__T3, ((void ( *)(const float *, float *, int, struct Square))transform<    ::Square> ), _Z9transformI6SquareEvPKfPfiT_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
