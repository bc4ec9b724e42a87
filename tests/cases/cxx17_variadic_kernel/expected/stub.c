#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
static void __device_stub__Z2vkIJifcEEvPiDpT_(int *, int, float, char);
static void __device_stub__Z2vkIJEEvPiDpT_(int *);
static void __device_stub__Z3vk2IJfidEEvPfDpT_(float *, float, int, double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z2vkIJifcEEvPiDpT_(int *__par0, int __par1, float __par2, char __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int *, int, float, char))vk<int, float, char > )), 0U);}
template<> __specialization_static void __wrapper__device_stub_vk<int,float,char>( int *&__cuda_0,int &__cuda_1,float &__cuda_2,char &__cuda_3){__device_stub__Z2vkIJifcEEvPiDpT_( (int *&)__cuda_0,(int &)__cuda_1,(float &)__cuda_2,(char &)__cuda_3);}
static void __device_stub__Z2vkIJEEvPiDpT_(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))vk< > )), 0U);}
template<> __specialization_static void __wrapper__device_stub_vk( int *&__cuda_0){__device_stub__Z2vkIJEEvPiDpT_( (int *&)__cuda_0);}
static void __device_stub__Z3vk2IJfidEEvPfDpT_(float *__par0, float __par1, int __par2, double __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(float *, float, int, double))vk2<float, int, double > )), 0U);}
template<> __specialization_static void __wrapper__device_stub_vk2<float,int,double>( float *&__cuda_0,float &__cuda_1,int &__cuda_2,double &__cuda_3){__device_stub__Z3vk2IJfidEEvPfDpT_( (float *&)__cuda_0,(float &)__cuda_1,(int &)__cuda_2,(double &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback(void **__T6){__nv_dummy_param_ref(__T6);__nv_save_fatbinhandle_for_managed_rt(__T6);__cudaRegisterEntry(__T6, ((void ( *)(float *, float, int, double))vk2<float, int, double > ), _Z3vk2IJfidEEvPfDpT_, (-1));__cudaRegisterEntry(__T6, ((void ( *)(int *))vk< > ), _Z2vkIJEEvPiDpT_, (-1));__cudaRegisterEntry(__T6, ((void ( *)(int *, int, float, char))vk<int, float, char > ), _Z2vkIJifcEEvPiDpT_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
