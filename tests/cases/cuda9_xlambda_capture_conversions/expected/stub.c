#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef __nv_dl_wrapper_t<__nv_dl_tag<void (*)(int *, int, long, float),(&     ::first), 1> ,int *,int,float> _ZZ5firstPiilfEUlS_E_;
typedef __nv_dl_wrapper_t<__nv_dl_tag<void (*)(int *, int, long, float),(&     ::first), 2> ,int> _ZZ5firstPiilfEUlS_E0_;
typedef __nv_dl_wrapper_t<__nv_dl_trailing_return_tag<void (*)(int *, int, long, float),(&     ::first), long, 3> ,int> _ZZ5firstPiilfEUlS_E1_;
typedef __nv_dl_wrapper_t<__nv_dl_tag<void (*)(int *, int, long, float),(&     ::first), 4> ,int> _ZZ5firstPiilfEUlS_E2_;
typedef __nv_hdl_wrapper_t<false,false,false,__nv_dl_tag<void (*)(int *, int, long, float),(&     ::first), 5> ,int (int *),int> _ZZ5firstPiilfEUlS_E3_;
extern __attribute__((visibility("hidden"))) void __device_stub__Z1giPifljd(int, int *, float, long, unsigned, double);
static void __device_stub__Z4eachIZ5firstPiilfEUnvdl3_PFvS0_ilfE5first1_S0_ifEvT_S0_( _ZZ5firstPiilfEUlS_E_&, int *);
static void __device_stub__Z4eachIZ5firstPiilfEUnvdl1_PFvS0_ilfE5first2_iEvT_S0_( _ZZ5firstPiilfEUlS_E0_&, int *);
static void __device_stub__Z4eachIZ5firstPiilfEUnvdtl1_PFvS0_ilfE5firstl3_iEvT_S0_( _ZZ5firstPiilfEUlS_E1_&, int *);
static void __device_stub__Z4eachIZ5firstPiilfEUnvdl1_PFvS0_ilfE5first4_iEvT_S0_( _ZZ5firstPiilfEUlS_E2_&, int *);
static void __device_stub__Z4eachIZ5firstPiilfEUnvhdl0_0_0_1_PFvS0_ilfE5first5_iS0_EiEvT_S0_( _ZZ5firstPiilfEUlS_E3_&, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z1giPifljd(int __par0, int *__par1, float __par2, long __par3, unsigned __par4, double __par5){__cudaLaunchPrologue(6);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaSetupArgSimple(__par4, 32UL);__cudaSetupArgSimple(__par5, 40UL);__cudaLaunch(((char *)((void ( *)(int, int *, float, long, unsigned, double))g)), 0U);}
# 1 "input.cu"
void g( int __cuda_0,int *__cuda_1,float __cuda_2,long __cuda_3,unsigned __cuda_4,double __cuda_5)
# 1 "input.cu"
{__device_stub__Z1giPifljd( __cuda_0,__cuda_1,__cuda_2,__cuda_3,__cuda_4,__cuda_5); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __device_stub__Z4eachIZ5firstPiilfEUnvdl3_PFvS0_ilfE5first1_S0_ifEvT_S0_(  _ZZ5firstPiilfEUlS_E_&__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 16UL); __cudaLaunch(((char *)((void ( *)( _ZZ5firstPiilfEUlS_E_, int *))each< ::__nv_dl_wrapper_t<__nv_dl_tag<void (*)(int *, int, long, float),(&     ::first), 1> ,int *,int,float>> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_each<_ZZ5firstPiilfEUlS_E_>(  _ZZ5firstPiilfEUlS_E_ &__cuda_0,int *&__cuda_1){__device_stub__Z4eachIZ5firstPiilfEUnvdl3_PFvS0_ilfE5first1_S0_ifEvT_S0_( ( _ZZ5firstPiilfEUlS_E_ &)__cuda_0,(int *&)__cuda_1);}
static void __device_stub__Z4eachIZ5firstPiilfEUnvdl1_PFvS0_ilfE5first2_iEvT_S0_(  _ZZ5firstPiilfEUlS_E0_&__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)( _ZZ5firstPiilfEUlS_E0_, int *))each< ::__nv_dl_wrapper_t<__nv_dl_tag<void (*)(int *, int, long, float),(&     ::first), 2> ,int>> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_each<_ZZ5firstPiilfEUlS_E0_>(  _ZZ5firstPiilfEUlS_E0_ &__cuda_0,int *&__cuda_1){__device_stub__Z4eachIZ5firstPiilfEUnvdl1_PFvS0_ilfE5first2_iEvT_S0_( ( _ZZ5firstPiilfEUlS_E0_ &)__cuda_0,(int *&)__cuda_1);}
static void __device_stub__Z4eachIZ5firstPiilfEUnvdtl1_PFvS0_ilfE5firstl3_iEvT_S0_(  _ZZ5firstPiilfEUlS_E1_&__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)( _ZZ5firstPiilfEUlS_E1_, int *))each< ::__nv_dl_wrapper_t<__nv_dl_trailing_return_tag<void (*)(int *, int, long, float),(&     ::first), long, 3> ,int>> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_each<_ZZ5firstPiilfEUlS_E1_>(  _ZZ5firstPiilfEUlS_E1_ &__cuda_0,int *&__cuda_1){__device_stub__Z4eachIZ5firstPiilfEUnvdtl1_PFvS0_ilfE5firstl3_iEvT_S0_( ( _ZZ5firstPiilfEUlS_E1_ &)__cuda_0,(int *&)__cuda_1);}
static void __device_stub__Z4eachIZ5firstPiilfEUnvdl1_PFvS0_ilfE5first4_iEvT_S0_(  _ZZ5firstPiilfEUlS_E2_&__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)( _ZZ5firstPiilfEUlS_E2_, int *))each< ::__nv_dl_wrapper_t<__nv_dl_tag<void (*)(int *, int, long, float),(&     ::first), 4> ,int>> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_each<_ZZ5firstPiilfEUlS_E2_>(  _ZZ5firstPiilfEUlS_E2_ &__cuda_0,int *&__cuda_1){__device_stub__Z4eachIZ5firstPiilfEUnvdl1_PFvS0_ilfE5first4_iEvT_S0_( ( _ZZ5firstPiilfEUlS_E2_ &)__cuda_0,(int *&)__cuda_1);}
static void __device_stub__Z4eachIZ5firstPiilfEUnvhdl0_0_0_1_PFvS0_ilfE5first5_iS0_EiEvT_S0_(  _ZZ5firstPiilfEUlS_E3_&__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 16UL); __cudaLaunch(((char *)((void ( *)( _ZZ5firstPiilfEUlS_E3_, int *))each< ::__nv_hdl_wrapper_t<false,false,false,__nv_dl_tag<void (*)(int *, int, long, float),(&     ::first), 5> ,int (int *),int>> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_each<_ZZ5firstPiilfEUlS_E3_>(  _ZZ5firstPiilfEUlS_E3_ &__cuda_0,int *&__cuda_1){__device_stub__Z4eachIZ5firstPiilfEUnvhdl0_0_0_1_PFvS0_ilfE5first5_iS0_EiEvT_S0_( ( _ZZ5firstPiilfEUlS_E3_ &)__cuda_0,(int *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)( _ZZ5firstPiilfEUlS_E3_, int *))each< ::__nv_hdl_wrapper_t<false,false,false,__nv_dl_tag<void (*)(int *, int, long, float),(&     ::first), 5> ,int (int *),int>> ), _Z4eachIZ5firstPiilfEUlS0_E3_EvT_S0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)( _ZZ5firstPiilfEUlS_E2_, int *))each< ::__nv_dl_wrapper_t<__nv_dl_tag<void (*)(int *, int, long, float),(&     ::first), 4> ,int>> ), _Z4eachIZ5firstPiilfEUlS0_E2_EvT_S0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)( _ZZ5firstPiilfEUlS_E1_, int *))each< ::__nv_dl_wrapper_t<__nv_dl_trailing_return_tag<void (*)(int *, int, long, float),(&     ::first), long, 3> ,int>> ), _Z4eachIZ5firstPiilfEUlS0_E1_EvT_S0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)( _ZZ5firstPiilfEUlS_E0_, int *))each< ::__nv_dl_wrapper_t<__nv_dl_tag<void (*)(int *, int, long, float),(&     ::first), 2> ,int>> ), _Z4eachIZ5firstPiilfEUlS0_E0_EvT_S0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)( _ZZ5firstPiilfEUlS_E_, int *))each< ::__nv_dl_wrapper_t<__nv_dl_tag<void (*)(int *, int, long, float),(&     ::first), 1> ,int *,int,float>> ), _Z4eachIZ5firstPiilfEUlS0_E_EvT_S0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int *, float, long, unsigned, double))g), _Z1giPifljd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
