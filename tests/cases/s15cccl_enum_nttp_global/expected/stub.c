#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
static void __device_stub__Z1kIL2GO1EL5Plain7ELN2ns2SOE3EEvPi(int *);
static void __device_stub__Z1kIL2GO5EL5Plain3ELN2ns2SOE9EEvPi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z1kIL2GO1EL5Plain7ELN2ns2SOE3EEvPi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))k<(    ::GO)1, (    ::Plain)7, ( ::ns::SO)3> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_k<( ::GO::B),(P1),( ::ns::SO::X)>( int *&__cuda_0){__device_stub__Z1kIL2GO1EL5Plain7ELN2ns2SOE3EEvPi( (int *&)__cuda_0);}
static void __device_stub__Z1kIL2GO5EL5Plain3ELN2ns2SOE9EEvPi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))k<(    ::GO)5, (    ::Plain)3, ( ::ns::SO)9> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_k<(( GO)5),(( Plain)3),(( _ZN2ns2SOE)9U)>( int *&__cuda_0){__device_stub__Z1kIL2GO5EL5Plain3ELN2ns2SOE9EEvPi( (int *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)(int *))k<(    ::GO)5, (    ::Plain)3, ( ::ns::SO)9> ), _Z1kIL2GO5EL5Plain3ELN2ns2SOE9EEvPi, (-1));__cudaRegisterEntry(__T0, ((void ( *)(int *))k<(    ::GO)1, (    ::Plain)7, ( ::ns::SO)3> ), _Z1kIL2GO1EL5Plain7ELN2ns2SOE3EEvPi, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
