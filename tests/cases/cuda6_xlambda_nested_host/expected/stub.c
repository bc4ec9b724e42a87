#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef __nv_dl_wrapper_t<__nv_dl_tag<int (*)(),(&     ::main), 1> ,int> _ZZZ4mainENKUliE_clEiEUliE_;
static void __device_stub__Z3runIZZ4mainENKUliE_clEiEUnvdl1_PFivE4main1_iEvT_Pi( _ZZZ4mainENKUliE_clEiEUliE_&, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z3runIZZ4mainENKUliE_clEiEUnvdl1_PFivE4main1_iEvT_Pi( _ZZZ4mainENKUliE_clEiEUliE_&__par0, int *__par1){__cudaLaunchPrologue(2);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)( _ZZZ4mainENKUliE_clEiEUliE_, int *))run< ::__nv_dl_wrapper_t<__nv_dl_tag<int (*)(),(&     ::main), 1> ,int>> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_run<_ZZZ4mainENKUliE_clEiEUliE_>(  _ZZZ4mainENKUliE_clEiEUliE_ &__cuda_0,int *&__cuda_1){__device_stub__Z3runIZZ4mainENKUliE_clEiEUnvdl1_PFivE4main1_iEvT_Pi( ( _ZZZ4mainENKUliE_clEiEUliE_ &)__cuda_0,(int *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)( _ZZZ4mainENKUliE_clEiEUliE_, int *))run< ::__nv_dl_wrapper_t<__nv_dl_tag<int (*)(),(&     ::main), 1> ,int>> ), _Z3runIZZ4mainENKUliE_clEiEUliE_EvT_Pi, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
