#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef __nv_dl_wrapper_t<__nv_dl_tag<void ( :: Filter::*)(float *) const,(& :: Filter::apply), 1> ,const Filter*const > _ZZNK6Filter5applyEPfEUliE_;
typedef __nv_dl_wrapper_t<__nv_dl_tag<void ( :: Filter::*)(float *),(& :: Filter::apply_copy), 1> ,const Filter> _ZZN6Filter10apply_copyEPfEUliE_;
static void __device_stub__Z3runIZNK6Filter5applyEPfEUnvdl1_MS0_KFvS1_ENKS0_5applyE1_KPKS0_EvT_S1_( _ZZNK6Filter5applyEPfEUliE_&, float *);
static void __device_stub__Z3runIZN6Filter10apply_copyEPfEUnvdl1_MS0_FvS1_ENS0_10apply_copyE1_KS0_EvT_S1_( _ZZN6Filter10apply_copyEPfEUliE_&, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z3runIZNK6Filter5applyEPfEUnvdl1_MS0_KFvS1_ENKS0_5applyE1_KPKS0_EvT_S1_( _ZZNK6Filter5applyEPfEUliE_&__par0, float *__par1){__cudaLaunchPrologue(2);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)( _ZZNK6Filter5applyEPfEUliE_, float *))run< ::__nv_dl_wrapper_t<__nv_dl_tag<void ( :: Filter::*)(float *) const,(& :: Filter::apply), 1> ,const Filter*const >> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_run<_ZZNK6Filter5applyEPfEUliE_>(  _ZZNK6Filter5applyEPfEUliE_ &__cuda_0,float *&__cuda_1){__device_stub__Z3runIZNK6Filter5applyEPfEUnvdl1_MS0_KFvS1_ENKS0_5applyE1_KPKS0_EvT_S1_( ( _ZZNK6Filter5applyEPfEUliE_ &)__cuda_0,(float *&)__cuda_1);}
static void __device_stub__Z3runIZN6Filter10apply_copyEPfEUnvdl1_MS0_FvS1_ENS0_10apply_copyE1_KS0_EvT_S1_( _ZZN6Filter10apply_copyEPfEUliE_&__par0, float *__par1){__cudaLaunchPrologue(2);__cudaSetupArg(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)( _ZZN6Filter10apply_copyEPfEUliE_, float *))run< ::__nv_dl_wrapper_t<__nv_dl_tag<void ( :: Filter::*)(float *),(& :: Filter::apply_copy), 1> ,const Filter>> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_run<_ZZN6Filter10apply_copyEPfEUliE_>(  _ZZN6Filter10apply_copyEPfEUliE_ &__cuda_0,float *&__cuda_1){__device_stub__Z3runIZN6Filter10apply_copyEPfEUnvdl1_MS0_FvS1_ENS0_10apply_copyE1_KS0_EvT_S1_( ( _ZZN6Filter10apply_copyEPfEUliE_ &)__cuda_0,(float *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback(void **__T2){__nv_dummy_param_ref(__T2);__nv_save_fatbinhandle_for_managed_rt(__T2);__cudaRegisterEntry(__T2, ((void ( *)( _ZZN6Filter10apply_copyEPfEUliE_, float *))run< ::__nv_dl_wrapper_t<__nv_dl_tag<void ( :: Filter::*)(float *),(& :: Filter::apply_copy), 1> ,const Filter>> ), _Z3runIZN6Filter10apply_copyEPfEUliE_EvT_S1_, (-1));__cudaRegisterEntry(__T2, ((void ( *)( _ZZNK6Filter5applyEPfEUliE_, float *))run< ::__nv_dl_wrapper_t<__nv_dl_tag<void ( :: Filter::*)(float *) const,(& :: Filter::apply), 1> ,const Filter*const >> ), _Z3runIZNK6Filter5applyEPfEUliE_EvT_S1_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
