#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef Holder<int, float, char >  _Z6HolderIJifcEE;
typedef Holder< >  _Z6HolderIJEE;
static void __device_stub__Z1kI6HolderIJifcEEEvPiT_(int *,  _Z6HolderIJifcEE&);
static void __device_stub__Z1kI6HolderIJEEEvPiT_(int *,  _Z6HolderIJEE&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z1kI6HolderIJifcEEEvPiT_(int *__par0,  _Z6HolderIJifcEE&__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *,  _Z6HolderIJifcEE))k<    ::Holder<int, float, char > > )), 0U);}
template<> __specialization_static void __wrapper__device_stub_k< ::Holder<int, float, char > >( int *&__cuda_0, _Z6HolderIJifcEE &__cuda_1){__device_stub__Z1kI6HolderIJifcEEEvPiT_( (int *&)__cuda_0,( _Z6HolderIJifcEE &)__cuda_1);}
static void __device_stub__Z1kI6HolderIJEEEvPiT_(int *__par0,  _Z6HolderIJEE&__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *,  _Z6HolderIJEE))k<    ::Holder< > > )), 0U);}
template<> __specialization_static void __wrapper__device_stub_k< ::Holder< > >( int *&__cuda_0, _Z6HolderIJEE &__cuda_1){__device_stub__Z1kI6HolderIJEEEvPiT_( (int *&)__cuda_0,( _Z6HolderIJEE &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)(int *,  _Z6HolderIJEE))k<    ::Holder< > > ), _Z1kI6HolderIJEEEvPiT_, (-1));__cudaRegisterEntry(__T0, ((void ( *)(int *,  _Z6HolderIJifcEE))k<    ::Holder<int, float, char > > ), _Z1kI6HolderIJifcEEEvPiT_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
