#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
static void __device_stub__Z5applyI4BothEvT_Pi(struct Both&, int *);
static void __device_stub__Z5applyI8HostOnlyEvT_Pi(struct HostOnly&, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5applyI4BothEvT_Pi(struct Both&__par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(struct Both, int *))apply<    ::Both> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_apply< ::Both>( struct ::Both &__cuda_0,int *&__cuda_1){__device_stub__Z5applyI4BothEvT_Pi( (struct ::Both &)__cuda_0,(int *&)__cuda_1);}
static void __device_stub__Z5applyI8HostOnlyEvT_Pi(struct HostOnly&__par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(struct HostOnly, int *))apply<    ::HostOnly> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_apply< ::HostOnly>( struct ::HostOnly &__cuda_0,int *&__cuda_1){__device_stub__Z5applyI8HostOnlyEvT_Pi( (struct ::HostOnly &)__cuda_0,(int *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)(struct HostOnly, int *))apply<    ::HostOnly> ), _Z5applyI8HostOnlyEvT_Pi, (-1));__cudaRegisterEntry(__T0, ((void ( *)(struct Both, int *))apply<    ::Both> ), _Z5applyI4BothEvT_Pi, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
