#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
static void __device_stub__Z1kIJLi1ELi2ELi3EEEvPi(int *);
static void __device_stub__Z1kIJEEvPi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z1kIJLi1ELi2ELi3EEEvPi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))k<(int)1, (int)2, (int)3 > )), 0U);}
template<> __specialization_static void __wrapper__device_stub_k<1,2,3>( int *&__cuda_0){__device_stub__Z1kIJLi1ELi2ELi3EEEvPi( (int *&)__cuda_0);}
static void __device_stub__Z1kIJEEvPi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))k< > )), 0U);}
template<> __specialization_static void __wrapper__device_stub_k( int *&__cuda_0){__device_stub__Z1kIJEEvPi( (int *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)(int *))k< > ), _Z1kIJEEvPi, (-1));__cudaRegisterEntry(__T0, ((void ( *)(int *))k<(int)1, (int)2, (int)3 > ), _Z1kIJLi1ELi2ELi3EEEvPi, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
