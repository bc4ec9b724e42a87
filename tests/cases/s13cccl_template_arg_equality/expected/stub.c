#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
static void __device_stub__Z11scan_kernelI6PolicyPiLb1EEvT0_(int *);
static void __device_stub__Z11scan_kernelI6PolicyPiLb0EEvT0_(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z11scan_kernelI6PolicyPiLb1EEvT0_(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))scan_kernel<    ::Policy, int *, (bool)1> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_scan_kernel< ::Policy,int *,true>( int *&__cuda_0){__device_stub__Z11scan_kernelI6PolicyPiLb1EEvT0_( (int *&)__cuda_0);}
static void __device_stub__Z11scan_kernelI6PolicyPiLb0EEvT0_(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))scan_kernel<    ::Policy, int *, (bool)0> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_scan_kernel< ::Policy,int *,false>( int *&__cuda_0){__device_stub__Z11scan_kernelI6PolicyPiLb0EEvT0_( (int *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)(int *))scan_kernel<    ::Policy, int *, (bool)0> ), _Z11scan_kernelI6PolicyPiLb0EEvT0_, (-1));__cudaRegisterEntry(__T0, ((void ( *)(int *))scan_kernel<    ::Policy, int *, (bool)1> ), _Z11scan_kernelI6PolicyPiLb1EEvT0_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
