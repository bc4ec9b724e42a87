#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
static void __device_stub__Z11copy_kernelILi256ELb1EEvPKfPfi(const float *, float *, int);
static void __device_stub__Z11copy_kernelILi128ELb0EEvPKfPfi(const float *, float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z11copy_kernelILi256ELb1EEvPKfPfi(const float *__par0, float *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const float *, float *, int))copy_kernel<(int)256, (bool)1> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_copy_kernel<256,true>( const float *&__cuda_0,float *&__cuda_1,int &__cuda_2){__device_stub__Z11copy_kernelILi256ELb1EEvPKfPfi( (const float *&)__cuda_0,(float *&)__cuda_1,(int &)__cuda_2);}
static void __device_stub__Z11copy_kernelILi128ELb0EEvPKfPfi(const float *__par0, float *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const float *, float *, int))copy_kernel<(int)128, (bool)0> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_copy_kernel<128,false>( const float *&__cuda_0,float *&__cuda_1,int &__cuda_2){__device_stub__Z11copy_kernelILi128ELb0EEvPKfPfi( (const float *&)__cuda_0,(float *&)__cuda_1,(int &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback(void **__T3){__nv_dummy_param_ref(__T3);__nv_save_fatbinhandle_for_managed_rt(__T3);__cudaRegisterEntry(__T3, ((void ( *)(const float *, float *, int))copy_kernel<(int)128, (bool)0> ), _Z11copy_kernelILi128ELb0EEvPKfPfi, (-1));__cudaRegisterEntry(__T3, ((void ( *)(const float *, float *, int))copy_kernel<(int)256, (bool)1> ), _Z11copy_kernelILi256ELb1EEvPKfPfi, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
