#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
static void __device_stub__Z1kILb1ELj512EEvPij(int *, unsigned);
static void __device_stub__Z1kILb0ELj128EEvPij(int *, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z1kILb1ELj512EEvPij(int *__par0, unsigned __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, unsigned))k<(bool)1, (unsigned int)512u> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_k<true,512U>( int *&__cuda_0,unsigned &__cuda_1){__device_stub__Z1kILb1ELj512EEvPij( (int *&)__cuda_0,(unsigned &)__cuda_1);}
static void __device_stub__Z1kILb0ELj128EEvPij(int *__par0, unsigned __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, unsigned))k<(bool)0, (unsigned int)128u> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_k<false,128U>( int *&__cuda_0,unsigned &__cuda_1){__device_stub__Z1kILb0ELj128EEvPij( (int *&)__cuda_0,(unsigned &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)(int *, unsigned))k<(bool)0, (unsigned int)128u> ), _Z1kILb0ELj128EEvPij, (-1));__cudaRegisterEntry(__T0, ((void ( *)(int *, unsigned))k<(bool)1, (unsigned int)512u> ), _Z1kILb1ELj512EEvPij, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
