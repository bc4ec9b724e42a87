#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef FixedVec<float, (int)4>  _Z8FixedVecIfLi4EE;
typedef FixedVec<int, (int)8>  _Z8FixedVecIiLi8EE;
static void __device_stub__Z1kIfLi4EEvP8FixedVecIT_XT0_EE( _Z8FixedVecIfLi4EE *);
static void __device_stub__Z1kIiLi8EEvP8FixedVecIT_XT0_EE( _Z8FixedVecIiLi8EE *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z1kIfLi4EEvP8FixedVecIT_XT0_EE( _Z8FixedVecIfLi4EE *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)( _Z8FixedVecIfLi4EE *))k<float, (int)4> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_k<float,4>(  _Z8FixedVecIfLi4EE *&__cuda_0){__device_stub__Z1kIfLi4EEvP8FixedVecIT_XT0_EE( ( _Z8FixedVecIfLi4EE *&)__cuda_0);}
static void __device_stub__Z1kIiLi8EEvP8FixedVecIT_XT0_EE( _Z8FixedVecIiLi8EE *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)( _Z8FixedVecIiLi8EE *))k<int, (int)8> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_k<int,8>(  _Z8FixedVecIiLi8EE *&__cuda_0){__device_stub__Z1kIiLi8EEvP8FixedVecIT_XT0_EE( ( _Z8FixedVecIiLi8EE *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)( _Z8FixedVecIiLi8EE *))k<int, (int)8> ), _Z1kIiLi8EEvP8FixedVecIT_XT0_EE, (-1));__cudaRegisterEntry(__T0, ((void ( *)( _Z8FixedVecIfLi4EE *))k<float, (int)4> ), _Z1kIfLi4EEvP8FixedVecIT_XT0_EE, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
