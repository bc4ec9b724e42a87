#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef Matrix<float>  _Z6MatrixIfE;
static void __device_stub__Z6matmulIfLi16EEv6MatrixIT_ES2_S2_( _Z6MatrixIfE&,  _Z6MatrixIfE&,  _Z6MatrixIfE&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6matmulIfLi16EEv6MatrixIT_ES2_S2_( _Z6MatrixIfE&__par0,  _Z6MatrixIfE&__par1,  _Z6MatrixIfE&__par2){__cudaLaunchPrologue(3);__cudaSetupArg(__par0, 0UL);__cudaSetupArg(__par1, 16UL);__cudaSetupArg(__par2, 32UL);__cudaLaunch(((char *)((void ( *)( _Z6MatrixIfE,  _Z6MatrixIfE,  _Z6MatrixIfE))matmul<float, (int)16> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_matmul<float,16>(  _Z6MatrixIfE &__cuda_0, _Z6MatrixIfE &__cuda_1, _Z6MatrixIfE &__cuda_2){__device_stub__Z6matmulIfLi16EEv6MatrixIT_ES2_S2_( ( _Z6MatrixIfE &)__cuda_0,( _Z6MatrixIfE &)__cuda_1,( _Z6MatrixIfE &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback(void **__T12){__nv_dummy_param_ref(__T12);__nv_save_fatbinhandle_for_managed_rt(__T12);__cudaRegisterEntry(__T12, ((void ( *)( _Z6MatrixIfE,  _Z6MatrixIfE,  _Z6MatrixIfE))matmul<float, (int)16> ), _Z6matmulIfLi16EEv6MatrixIT_ES2_S2_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
