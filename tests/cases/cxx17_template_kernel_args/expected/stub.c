#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
static void __device_stub__Z1kIfLi4ELb1ELc97EEvPT_(float *);
static void __device_stub__Z1kIdLin3ELb0ELc0EEvPT_(double *);
static void __device_stub__Z2k2ILy1099511627776ELsn2EEvPl(long *);
static void __device_stub__Z2k3IdfEvT_T0_PS0_(double, float, double *);
static void __device_stub__Z2k3IdiEvT_T0_PS0_(double, int, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z1kIfLi4ELb1ELc97EEvPT_(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))k<float, (int)4, (bool)1, (char)97> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_k<float,4,true,'a'>( float *&__cuda_0){__device_stub__Z1kIfLi4ELb1ELc97EEvPT_( (float *&)__cuda_0);}
static void __device_stub__Z1kIdLin3ELb0ELc0EEvPT_(double *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(double *))k<double, (int)-3, (bool)0, (char)0> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_k<double,(-3),false,'\000'>( double *&__cuda_0){__device_stub__Z1kIdLin3ELb0ELc0EEvPT_( (double *&)__cuda_0);}
static void __device_stub__Z2k2ILy1099511627776ELsn2EEvPl(long *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(long *))k2<(unsigned long long)1099511627776ull, (short)-2> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_k2<1099511627776ULL,((short)(-2))>( long *&__cuda_0){__device_stub__Z2k2ILy1099511627776ELsn2EEvPl( (long *&)__cuda_0);}
static void __device_stub__Z2k3IdfEvT_T0_PS0_(double __par0, float __par1, double *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(double, float, double *))k3<double, float> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_k3<double,float>( double &__cuda_0,float &__cuda_1,double *&__cuda_2){__device_stub__Z2k3IdfEvT_T0_PS0_( (double &)__cuda_0,(float &)__cuda_1,(double *&)__cuda_2);}
static void __device_stub__Z2k3IdiEvT_T0_PS0_(double __par0, int __par1, double *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(double, int, double *))k3<double, int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_k3<double,int>( double &__cuda_0,int &__cuda_1,double *&__cuda_2){__device_stub__Z2k3IdiEvT_T0_PS0_( (double &)__cuda_0,(int &)__cuda_1,(double *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)(double, int, double *))k3<double, int> ), _Z2k3IdiEvT_T0_PS0_, (-1));__cudaRegisterEntry(__T0, ((void ( *)(double, float, double *))k3<double, float> ), _Z2k3IdfEvT_T0_PS0_, (-1));__cudaRegisterEntry(__T0, ((void ( *)(long *))k2<(unsigned long long)1099511627776ull, (short)-2> ), _Z2k2ILy1099511627776ELsn2EEvPl, (-1));__cudaRegisterEntry(__T0, ((void ( *)(double *))k<double, (int)-3, (bool)0, (char)0> ), _Z1kIdLin3ELb0ELc0EEvPT_, (-1));__cudaRegisterEntry(__T0, ((void ( *)(float *))k<float, (int)4, (bool)1, (char)97> ), _Z1kIfLi4ELb1ELc97EEvPT_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
