#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef __nv_dl_wrapper_t<__nv_dl_tag<void (*)(float, float *),(&     ::launch_scaled<float> ), 1> ,float> _ZZ13launch_scaledIfEvT_PfEUliE_;
typedef __nv_dl_wrapper_t<__nv_dl_tag<void (*)(int, float *),(&     ::launch_scaled<int> ), 1> ,int> _ZZ13launch_scaledIiEvT_PfEUliE_;
static void __device_stub__Z3runIZ13launch_scaledIfEvT_PfEUnvdl1_PFvfS2_ES0_IfE1_fEvS1_S2_( _ZZ13launch_scaledIfEvT_PfEUliE_&, float *);
static void __device_stub__Z3runIZ13launch_scaledIiEvT_PfEUnvdl1_PFviS2_ES0_IiE1_iEvS1_S2_( _ZZ13launch_scaledIiEvT_PfEUliE_&, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z3runIZ13launch_scaledIfEvT_PfEUnvdl1_PFvfS2_ES0_IfE1_fEvS1_S2_( _ZZ13launch_scaledIfEvT_PfEUliE_&__par0, float *__par1){__cudaLaunchPrologue(2);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)( _ZZ13launch_scaledIfEvT_PfEUliE_, float *))run< ::__nv_dl_wrapper_t<__nv_dl_tag<void (*)(float, float *),(&     ::launch_scaled<float> ), 1> ,float>> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_run<_ZZ13launch_scaledIfEvT_PfEUliE_>(  _ZZ13launch_scaledIfEvT_PfEUliE_ &__cuda_0,float *&__cuda_1){__device_stub__Z3runIZ13launch_scaledIfEvT_PfEUnvdl1_PFvfS2_ES0_IfE1_fEvS1_S2_( ( _ZZ13launch_scaledIfEvT_PfEUliE_ &)__cuda_0,(float *&)__cuda_1);}
static void __device_stub__Z3runIZ13launch_scaledIiEvT_PfEUnvdl1_PFviS2_ES0_IiE1_iEvS1_S2_( _ZZ13launch_scaledIiEvT_PfEUliE_&__par0, float *__par1){__cudaLaunchPrologue(2);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)( _ZZ13launch_scaledIiEvT_PfEUliE_, float *))run< ::__nv_dl_wrapper_t<__nv_dl_tag<void (*)(int, float *),(&     ::launch_scaled<int> ), 1> ,int>> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_run<_ZZ13launch_scaledIiEvT_PfEUliE_>(  _ZZ13launch_scaledIiEvT_PfEUliE_ &__cuda_0,float *&__cuda_1){__device_stub__Z3runIZ13launch_scaledIiEvT_PfEUnvdl1_PFviS2_ES0_IiE1_iEvS1_S2_( ( _ZZ13launch_scaledIiEvT_PfEUliE_ &)__cuda_0,(float *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)( _ZZ13launch_scaledIiEvT_PfEUliE_, float *))run< ::__nv_dl_wrapper_t<__nv_dl_tag<void (*)(int, float *),(&     ::launch_scaled<int> ), 1> ,int>> ), _Z3runIZ13launch_scaledIiEvT_PfEUliE_EvS1_S2_, (-1));__cudaRegisterEntry(__T0, ((void ( *)( _ZZ13launch_scaledIfEvT_PfEUliE_, float *))run< ::__nv_dl_wrapper_t<__nv_dl_tag<void (*)(float, float *),(&     ::launch_scaled<float> ), 1> ,float>> ), _Z3runIZ13launch_scaledIfEvT_PfEUliE_EvS1_S2_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
