#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef __nv_dl_wrapper_t<__nv_dl_tag<int (*)(),(&     ::main), 1> ,int> _ZZ4mainEUliE_;
typedef __nv_hdl_wrapper_t<false,false,false,__nv_dl_tag<int (*)(),(&     ::main), 2> ,int (int),int> _ZZ4mainEUliE0_;
static void __device_stub__Z5applyIZ4mainEUnvdl1_PFivE4main1_iEvPiiT_(int *, int,  _ZZ4mainEUliE_&);
static void __device_stub__Z5applyIZ4mainEUnvhdl0_0_0_1_PFivE4main2_iiEiEvPiiT_(int *, int,  _ZZ4mainEUliE0_&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5applyIZ4mainEUnvdl1_PFivE4main1_iEvPiiT_(int *__par0, int __par1,  _ZZ4mainEUliE_&__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArg(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(int *, int,  _ZZ4mainEUliE_))apply< ::__nv_dl_wrapper_t<__nv_dl_tag<int (*)(),(&     ::main), 1> ,int>> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_apply<_ZZ4mainEUliE_>( int *&__cuda_0,int &__cuda_1, _ZZ4mainEUliE_ &__cuda_2){__device_stub__Z5applyIZ4mainEUnvdl1_PFivE4main1_iEvPiiT_( (int *&)__cuda_0,(int &)__cuda_1,( _ZZ4mainEUliE_ &)__cuda_2);}
static void __device_stub__Z5applyIZ4mainEUnvhdl0_0_0_1_PFivE4main2_iiEiEvPiiT_(int *__par0, int __par1,  _ZZ4mainEUliE0_&__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArg(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, int,  _ZZ4mainEUliE0_))apply< ::__nv_hdl_wrapper_t<false,false,false,__nv_dl_tag<int (*)(),(&     ::main), 2> ,int (int),int>> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_apply<_ZZ4mainEUliE0_>( int *&__cuda_0,int &__cuda_1, _ZZ4mainEUliE0_ &__cuda_2){__device_stub__Z5applyIZ4mainEUnvhdl0_0_0_1_PFivE4main2_iiEiEvPiiT_( (int *&)__cuda_0,(int &)__cuda_1,( _ZZ4mainEUliE0_ &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback(void **__T4){__nv_dummy_param_ref(__T4);__nv_save_fatbinhandle_for_managed_rt(__T4);__cudaRegisterEntry(__T4, ((void ( *)(int *, int,  _ZZ4mainEUliE0_))apply< ::__nv_hdl_wrapper_t<false,false,false,__nv_dl_tag<int (*)(),(&     ::main), 2> ,int (int),int>> ), _Z5applyIZ4mainEUliE0_EvPiiT_, (-1));__cudaRegisterEntry(__T4, ((void ( *)(int *, int,  _ZZ4mainEUliE_))apply< ::__nv_dl_wrapper_t<__nv_dl_tag<int (*)(),(&     ::main), 1> ,int>> ), _Z5applyIZ4mainEUliE_EvPiiT_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
