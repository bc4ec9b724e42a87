#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
static void __device_stub__ZN1a1b2k0IiEEvv(void);
static void __device_stub__ZN1a1b2k1IiEEvT_(int);
static void __device_stub__ZN1c2v11d2k2IfEEvv(void);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__ZN1a1b2k0IiEEvv(void){__cudaLaunchPrologue(1);__cudaLaunch(((char *)((void ( *)(void))a::b::k0<int> )), 0U);}namespace a{
namespace b{

template<> __specialization_static void __wrapper__device_stub_k0<int>(void){__device_stub__ZN1a1b2k0IiEEvv();}}}
static void __device_stub__ZN1a1b2k1IiEEvT_(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))a::b::k1<int> )), 0U);}namespace a{
namespace b{

template<> __specialization_static void __wrapper__device_stub_k1<int>( int &__cuda_0){__device_stub__ZN1a1b2k1IiEEvT_( (int &)__cuda_0);}}}
static void __device_stub__ZN1c2v11d2k2IfEEvv(void){__cudaLaunchPrologue(1);__cudaLaunch(((char *)((void ( *)(void))c::v1::d::k2<float> )), 0U);}namespace c{
inline namespace v1{
namespace d{

template<> __specialization_static void __wrapper__device_stub_k2<float>(void){__device_stub__ZN1c2v11d2k2IfEEvv();}}}}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)(void))c::v1::d::k2<float> ), _ZN1c2v11d2k2IfEEvv, (-1));__cudaRegisterEntry(__T0, ((void ( *)(int))a::b::k1<int> ), _ZN1a1b2k1IiEEvT_, (-1));__cudaRegisterEntry(__T0, ((void ( *)(void))a::b::k0<int> ), _ZN1a1b2k0IiEEvv, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
