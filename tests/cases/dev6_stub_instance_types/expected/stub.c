#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef float _ZN3VecIfLi4EE10value_typeE;
typedef Vec<float, (int)4>  _Z3VecIfLi4EE;
typedef geo::Op _ZN3geo2OpE;
static void __device_stub__Z5firstI3VecIfLi4EEEvPKT_PNS2_10value_typeE(const  _Z3VecIfLi4EE *, _ZN3VecIfLi4EE10value_typeE *);
static void __device_stub__Z5applyIN3geo2OpEEvPiT_(int *,  _ZN3geo2OpE&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5firstI3VecIfLi4EEEvPKT_PNS2_10value_typeE(const  _Z3VecIfLi4EE *__par0, _ZN3VecIfLi4EE10value_typeE *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const  _Z3VecIfLi4EE *, _ZN3VecIfLi4EE10value_typeE *))first<    ::Vec<float, (int)4> > )), 0U);}
template<> __specialization_static void __wrapper__device_stub_first< ::Vec<float, (int)4> >( const  _Z3VecIfLi4EE *&__cuda_0,_ZN3VecIfLi4EE10value_typeE *&__cuda_1){__device_stub__Z5firstI3VecIfLi4EEEvPKT_PNS2_10value_typeE( (const  _Z3VecIfLi4EE *&)__cuda_0,(_ZN3VecIfLi4EE10value_typeE *&)__cuda_1);}
static void __device_stub__Z5applyIN3geo2OpEEvPiT_(int *__par0,  _ZN3geo2OpE&__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *,  _ZN3geo2OpE))apply< ::geo::Op> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_apply< ::geo::Op>( int *&__cuda_0, _ZN3geo2OpE &__cuda_1){__device_stub__Z5applyIN3geo2OpEEvPiT_( (int *&)__cuda_0,( _ZN3geo2OpE &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)(int *,  _ZN3geo2OpE))apply< ::geo::Op> ), _Z5applyIN3geo2OpEEvPiT_, (-1));__cudaRegisterEntry(__T0, ((void ( *)(const  _Z3VecIfLi4EE *, _ZN3VecIfLi4EE10value_typeE *))first<    ::Vec<float, (int)4> > ), _Z5firstI3VecIfLi4EEEvPKT_PNS2_10value_typeE, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
