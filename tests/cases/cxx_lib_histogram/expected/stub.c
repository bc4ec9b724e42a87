#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef hist::Histogram<(int)64>  _ZN4hist9HistogramILi64EEE;
static void __device_stub__ZN4hist9histogramILi64EEEvPKhiPNS_9HistogramIXT_EEE(const unsigned char *, int,  _ZN4hist9HistogramILi64EEE *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__ZN4hist9histogramILi64EEEvPKhiPNS_9HistogramIXT_EEE(const unsigned char *__par0, int __par1,  _ZN4hist9HistogramILi64EEE *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const unsigned char *, int,  _ZN4hist9HistogramILi64EEE *))hist::histogram<(int)64> )), 0U);}namespace hist{

template<> __specialization_static void __wrapper__device_stub_histogram<64>( const unsigned char *&__cuda_0,int &__cuda_1, _ZN4hist9HistogramILi64EEE *&__cuda_2){__device_stub__ZN4hist9histogramILi64EEEvPKhiPNS_9HistogramIXT_EEE( (const unsigned char *&)__cuda_0,(int &)__cuda_1,( _ZN4hist9HistogramILi64EEE *&)__cuda_2);}}
static void __nv_cudaEntityRegisterCallback(void **__T2){__nv_dummy_param_ref(__T2);__nv_save_fatbinhandle_for_managed_rt(__T2);__cudaRegisterEntry(__T2, ((void ( *)(const unsigned char *, int,  _ZN4hist9HistogramILi64EEE *))hist::histogram<(int)64> ), _ZN4hist9histogramILi64EEEvPKhiPNS_9HistogramIXT_EEE, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
