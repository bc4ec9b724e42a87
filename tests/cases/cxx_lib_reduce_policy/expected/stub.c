#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef red::Plus _ZN3red4PlusE;
typedef red::Max _ZN3red3MaxE;
static void __device_stub__ZN3red12block_reduceILi256EfNS_4PlusEEEvPKT0_PS2_iT1_(const float *, float *, int,  _ZN3red4PlusE&);
static void __device_stub__ZN3red12block_reduceILi256EiNS_3MaxEEEvPKT0_PS2_iT1_(const int *, int *, int,  _ZN3red3MaxE&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__ZN3red12block_reduceILi256EfNS_4PlusEEEvPKT0_PS2_iT1_(const float *__par0, float *__par1, int __par2,  _ZN3red4PlusE&__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArg(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(const float *, float *, int,  _ZN3red4PlusE))red::block_reduce<(int)256, float,  ::red::Plus> )), 0U);}namespace red{

template<> __specialization_static void __wrapper__device_stub_block_reduce<256,float, ::red::Plus>( const float *&__cuda_0,float *&__cuda_1,int &__cuda_2, _ZN3red4PlusE &__cuda_3){__device_stub__ZN3red12block_reduceILi256EfNS_4PlusEEEvPKT0_PS2_iT1_( (const float *&)__cuda_0,(float *&)__cuda_1,(int &)__cuda_2,( _ZN3red4PlusE &)__cuda_3);}}
static void __device_stub__ZN3red12block_reduceILi256EiNS_3MaxEEEvPKT0_PS2_iT1_(const int *__par0, int *__par1, int __par2,  _ZN3red3MaxE&__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArg(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(const int *, int *, int,  _ZN3red3MaxE))red::block_reduce<(int)256, int,  ::red::Max> )), 0U);}namespace red{

template<> __specialization_static void __wrapper__device_stub_block_reduce<256,int, ::red::Max>( const int *&__cuda_0,int *&__cuda_1,int &__cuda_2, _ZN3red3MaxE &__cuda_3){__device_stub__ZN3red12block_reduceILi256EiNS_3MaxEEEvPKT0_PS2_iT1_( (const int *&)__cuda_0,(int *&)__cuda_1,(int &)__cuda_2,( _ZN3red3MaxE &)__cuda_3);}}
static void __nv_cudaEntityRegisterCallback(void **__T7){__nv_dummy_param_ref(__T7);__nv_save_fatbinhandle_for_managed_rt(__T7);__cudaRegisterEntry(__T7, ((void ( *)(const int *, int *, int,  _ZN3red3MaxE))red::block_reduce<(int)256, int,  ::red::Max> ), _ZN3red12block_reduceILi256EiNS_3MaxEEEvPKT0_PS2_iT1_, 256);__cudaRegisterEntry(__T7, ((void ( *)(const float *, float *, int,  _ZN3red4PlusE))red::block_reduce<(int)256, float,  ::red::Plus> ), _ZN3red12block_reduceILi256EfNS_4PlusEEEvPKT0_PS2_iT1_, 256);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
