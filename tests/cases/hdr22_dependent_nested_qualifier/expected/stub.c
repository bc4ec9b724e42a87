#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef lib::detail::sort::Share<int>  _ZN3lib6detail4sort5ShareIiEE;
typedef lib::detail::ident _ZN3lib6detail5identE;
static void __device_stub__ZN3lib6detail4sort7upsweepI6PolicyLb1EiNS0_5identEEEvPKT1_iNS1_5ShareIiEET2_(const int *, int,  _ZN3lib6detail4sort5ShareIiEE&,  _ZN3lib6detail5identE&);
static void __device_stub__ZN3lib6detail4sort4scanI6PolicyiEEvPT0_i(int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__ZN3lib6detail4sort7upsweepI6PolicyLb1EiNS0_5identEEEvPKT1_iNS1_5ShareIiEET2_(const int *__par0, int __par1,  _ZN3lib6detail4sort5ShareIiEE&__par2,  _ZN3lib6detail5identE&__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArg(__par2, 12UL);__cudaSetupArg(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, int,  _ZN3lib6detail4sort5ShareIiEE,  _ZN3lib6detail5identE))lib::detail::sort::upsweep<    ::Policy, (bool)1, int,  ::lib::detail::ident> )), 0U);}namespace lib{
namespace detail{
namespace sort{

template<> __specialization_static void __wrapper__device_stub_upsweep< ::Policy,true,int, ::lib::detail::ident>( const int *&__cuda_0,int &__cuda_1, _ZN3lib6detail4sort5ShareIiEE &__cuda_2, _ZN3lib6detail5identE &__cuda_3){__device_stub__ZN3lib6detail4sort7upsweepI6PolicyLb1EiNS0_5identEEEvPKT1_iNS1_5ShareIiEET2_( (const int *&)__cuda_0,(int &)__cuda_1,( _ZN3lib6detail4sort5ShareIiEE &)__cuda_2,( _ZN3lib6detail5identE &)__cuda_3);}}}}
static void __device_stub__ZN3lib6detail4sort4scanI6PolicyiEEvPT0_i(int *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, int))lib::detail::sort::scan<    ::Policy, int> )), 0U);}namespace lib{
namespace detail{
namespace sort{

template<> __specialization_static void __wrapper__device_stub_scan< ::Policy,int>( int *&__cuda_0,int &__cuda_1){__device_stub__ZN3lib6detail4sort4scanI6PolicyiEEvPT0_i( (int *&)__cuda_0,(int &)__cuda_1);}}}}
static void __nv_cudaEntityRegisterCallback(void **__T1){__nv_dummy_param_ref(__T1);__nv_save_fatbinhandle_for_managed_rt(__T1);__cudaRegisterEntry(__T1, ((void ( *)(int *, int))lib::detail::sort::scan<    ::Policy, int> ), _ZN3lib6detail4sort4scanI6PolicyiEEvPT0_i, 128);__cudaRegisterEntry(__T1, ((void ( *)(const int *, int,  _ZN3lib6detail4sort5ShareIiEE,  _ZN3lib6detail5identE))lib::detail::sort::upsweep<    ::Policy, (bool)1, int,  ::lib::detail::ident> ), _ZN3lib6detail4sort7upsweepI6PolicyLb1EiNS0_5identEEEvPKT1_iNS1_5ShareIiEET2_, 64);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
