#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef __nv_dl_wrapper_t<__nv_dl_tag<void (*)(int *, int),(&     ::first), 1> ,int> _ZZ5firstPiiEUlS_E_;
typedef __nv_dl_wrapper_t<__nv_dl_tag<void (*)(int *, int),(&     ::first), 2> ,int> _ZZ5firstPiiEUlS_E0_;
typedef __nv_dl_wrapper_t<__nv_dl_tag<void (*)(int *),(&     ::second), 1> ,long> _ZZ6secondPiEUlS_E_;
static void __device_stub__Z4eachIZ5firstPiiEUnvdl1_PFvS0_iE5first1_iEvT_S0_( _ZZ5firstPiiEUlS_E_&, int *);
static void __device_stub__Z4eachIZ5firstPiiEUnvdl1_PFvS0_iE5first2_iEvT_S0_( _ZZ5firstPiiEUlS_E0_&, int *);
static void __device_stub__Z4eachIZ6secondPiEUnvdl1_PFvS0_E6second1_lEvT_S0_( _ZZ6secondPiEUlS_E_&, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z4eachIZ5firstPiiEUnvdl1_PFvS0_iE5first1_iEvT_S0_( _ZZ5firstPiiEUlS_E_&__par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)( _ZZ5firstPiiEUlS_E_, int *))each< ::__nv_dl_wrapper_t<__nv_dl_tag<void (*)(int *, int),(&     ::first), 1> ,int>> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_each<_ZZ5firstPiiEUlS_E_>(  _ZZ5firstPiiEUlS_E_ &__cuda_0,int *&__cuda_1){__device_stub__Z4eachIZ5firstPiiEUnvdl1_PFvS0_iE5first1_iEvT_S0_( ( _ZZ5firstPiiEUlS_E_ &)__cuda_0,(int *&)__cuda_1);}
static void __device_stub__Z4eachIZ5firstPiiEUnvdl1_PFvS0_iE5first2_iEvT_S0_( _ZZ5firstPiiEUlS_E0_&__par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)( _ZZ5firstPiiEUlS_E0_, int *))each< ::__nv_dl_wrapper_t<__nv_dl_tag<void (*)(int *, int),(&     ::first), 2> ,int>> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_each<_ZZ5firstPiiEUlS_E0_>(  _ZZ5firstPiiEUlS_E0_ &__cuda_0,int *&__cuda_1){__device_stub__Z4eachIZ5firstPiiEUnvdl1_PFvS0_iE5first2_iEvT_S0_( ( _ZZ5firstPiiEUlS_E0_ &)__cuda_0,(int *&)__cuda_1);}
static void __device_stub__Z4eachIZ6secondPiEUnvdl1_PFvS0_E6second1_lEvT_S0_( _ZZ6secondPiEUlS_E_&__par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)( _ZZ6secondPiEUlS_E_, int *))each< ::__nv_dl_wrapper_t<__nv_dl_tag<void (*)(int *),(&     ::second), 1> ,long>> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_each<_ZZ6secondPiEUlS_E_>(  _ZZ6secondPiEUlS_E_ &__cuda_0,int *&__cuda_1){__device_stub__Z4eachIZ6secondPiEUnvdl1_PFvS0_E6second1_lEvT_S0_( ( _ZZ6secondPiEUlS_E_ &)__cuda_0,(int *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)( _ZZ6secondPiEUlS_E_, int *))each< ::__nv_dl_wrapper_t<__nv_dl_tag<void (*)(int *),(&     ::second), 1> ,long>> ), _Z4eachIZ6secondPiEUlS0_E_EvT_S0_, (-1));__cudaRegisterEntry(__T0, ((void ( *)( _ZZ5firstPiiEUlS_E0_, int *))each< ::__nv_dl_wrapper_t<__nv_dl_tag<void (*)(int *, int),(&     ::first), 2> ,int>> ), _Z4eachIZ5firstPiiEUlS0_E0_EvT_S0_, (-1));__cudaRegisterEntry(__T0, ((void ( *)( _ZZ5firstPiiEUlS_E_, int *))each< ::__nv_dl_wrapper_t<__nv_dl_tag<void (*)(int *, int),(&     ::first), 1> ,int>> ), _Z4eachIZ5firstPiiEUlS0_E_EvT_S0_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
