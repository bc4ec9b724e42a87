#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmismatched-tags"
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef __nv_dl_wrapper_t<__nv_dl_tag<int (*)(),(&     ::main), 1> ,int> _ZZ4mainEUliE_;
typedef __nv_hdl_wrapper_t<false,true,false,__nv_dl_tag<int (*)(),(&     ::main), 2> ,int (int)> _ZZ4mainEUliE0_;
static void __device_stub__Z5applyIZ4mainEUnvdl1_PFivE4main1_iEvT_Pi( _ZZ4mainEUliE_&, int *);
static void __device_stub__Z5applyIZ4mainEUnvhdl0_1_0_0_PFivE4main2_iiEEvT_Pi( _ZZ4mainEUliE0_&, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5applyIZ4mainEUnvdl1_PFivE4main1_iEvT_Pi( _ZZ4mainEUliE_&__par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)( _ZZ4mainEUliE_, int *))apply< ::__nv_dl_wrapper_t<__nv_dl_tag<int (*)(),(&     ::main), 1> ,int>> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_apply<_ZZ4mainEUliE_>(  _ZZ4mainEUliE_ &__cuda_0,int *&__cuda_1){__device_stub__Z5applyIZ4mainEUnvdl1_PFivE4main1_iEvT_Pi( ( _ZZ4mainEUliE_ &)__cuda_0,(int *&)__cuda_1);}
static void __device_stub__Z5applyIZ4mainEUnvhdl0_1_0_0_PFivE4main2_iiEEvT_Pi( _ZZ4mainEUliE0_&__par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)( _ZZ4mainEUliE0_, int *))apply< ::__nv_hdl_wrapper_t<false,true,false,__nv_dl_tag<int (*)(),(&     ::main), 2> ,int (int)>> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_apply<_ZZ4mainEUliE0_>(  _ZZ4mainEUliE0_ &__cuda_0,int *&__cuda_1){__device_stub__Z5applyIZ4mainEUnvhdl0_1_0_0_PFivE4main2_iiEEvT_Pi( ( _ZZ4mainEUliE0_ &)__cuda_0,(int *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)( _ZZ4mainEUliE0_, int *))apply< ::__nv_hdl_wrapper_t<false,true,false,__nv_dl_tag<int (*)(),(&     ::main), 2> ,int (int)>> ), _Z5applyIZ4mainEUliE0_EvT_Pi, (-1));__cudaRegisterEntry(__T0, ((void ( *)( _ZZ4mainEUliE_, int *))apply< ::__nv_dl_wrapper_t<__nv_dl_tag<int (*)(),(&     ::main), 1> ,int>> ), _Z5applyIZ4mainEUliE_EvT_Pi, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
