#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
static void __device_stub__Z4specIiEvT_S0_(int, int);
static void __device_stub__Z5scaleIfEvPKT_PS0_iS0_(const float *, float *, int, float);
static void __device_stub__Z4manyIJdcEEviDpT_(int, double, char);
static void __device_stub__Z4specIfEvT_S0_(float, float);
static void __device_stub__Z8useClampI5ClampEvT_(struct Clamp&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z4specIiEvT_S0_(int __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, int))spec<int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_spec<int>( int &__cuda_0,int &__cuda_1){__device_stub__Z4specIiEvT_S0_( (int &)__cuda_0,(int &)__cuda_1);}
static void __device_stub__Z5scaleIfEvPKT_PS0_iS0_(const float *__par0, float *__par1, int __par2, float __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(const float *, float *, int, float))scale<float> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_scale<float>( const float *&__cuda_0,float *&__cuda_1,int &__cuda_2,float &__cuda_3){__device_stub__Z5scaleIfEvPKT_PS0_iS0_( (const float *&)__cuda_0,(float *&)__cuda_1,(int &)__cuda_2,(float &)__cuda_3);}
static void __device_stub__Z4manyIJdcEEviDpT_(int __par0, double __par1, char __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, double, char))many<double, char > )), 0U);}
template<> __specialization_static void __wrapper__device_stub_many<double,char>( int &__cuda_0,double &__cuda_1,char &__cuda_2){__device_stub__Z4manyIJdcEEviDpT_( (int &)__cuda_0,(double &)__cuda_1,(char &)__cuda_2);}
static void __device_stub__Z4specIfEvT_S0_(float __par0, float __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(float, float))spec<float> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_spec<float>( float &__cuda_0,float &__cuda_1){__device_stub__Z4specIfEvT_S0_( (float &)__cuda_0,(float &)__cuda_1);}
static void __device_stub__Z8useClampI5ClampEvT_(struct Clamp&__par0){__cudaLaunchPrologue(1);__cudaSetupArg(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(struct Clamp))useClamp<    ::Clamp> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_useClamp< ::Clamp>( struct ::Clamp &__cuda_0){__device_stub__Z8useClampI5ClampEvT_( (struct ::Clamp &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)(struct Clamp))useClamp<    ::Clamp> ), _Z8useClampI5ClampEvT_, (-1));__cudaRegisterEntry(__T0, ((void ( *)(float, float))spec<float> ), _Z4specIfEvT_S0_, (-1));__cudaRegisterEntry(__T0, ((void ( *)(int, double, char))many<double, char > ), _Z4manyIJdcEEviDpT_, (-1));__cudaRegisterEntry(__T0, ((void ( *)(const float *, float *, int, float))scale<float> ), _Z5scaleIfEvPKT_PS0_iS0_, (-1));__cudaRegisterEntry(__T0, ((void ( *)(int, int))spec<int> ), _Z4specIiEvT_S0_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
