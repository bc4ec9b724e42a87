#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
static void __device_stub__Z2k1IfLi3ELb1EEvPT_(float *);
static void __device_stub__Z2k1IiLin1ELb0EEvPT_(int *);
static void __device_stub__Z2k2IfLj64EEvPKT_PS0_i(const float *__restrict__, float *__restrict__, int);
static void __device_stub__Z2k2IiLj32EEvPKT_PS0_i(const int *__restrict__, int *__restrict__, int);
static void __device_stub__Z2k3ILc97ELl100ELs7EEvPl(long *);
static void __device_stub__Z2k4I7FunctorEvPiT_(int *, struct Functor&);
static void __device_stub__Z2k5IXadL_Z4gvarEEEvv(void);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z2k1IfLi3ELb1EEvPT_(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))k1<float, (int)3, (bool)1> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_k1<float,3,true>( float *&__cuda_0){__device_stub__Z2k1IfLi3ELb1EEvPT_( (float *&)__cuda_0);}
static void __device_stub__Z2k1IiLin1ELb0EEvPT_(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))k1<int, (int)-1, (bool)0> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_k1<int,(-1),false>( int *&__cuda_0){__device_stub__Z2k1IiLin1ELb0EEvPT_( (int *&)__cuda_0);}
static void __device_stub__Z2k2IfLj64EEvPKT_PS0_i(const float *__restrict__ __par0, float *__restrict__ __par1, int __par2){ const float *__T0;
 float *__T1;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const float *__restrict__, float *__restrict__, int))k2<float, (unsigned int)64u> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_k2<float,64U>( const float *__restrict__ &__cuda_0,float *__restrict__ &__cuda_1,int &__cuda_2){__device_stub__Z2k2IfLj64EEvPKT_PS0_i( (const float *&)__cuda_0,(float *&)__cuda_1,(int &)__cuda_2);}
static void __device_stub__Z2k2IiLj32EEvPKT_PS0_i(const int *__restrict__ __par0, int *__restrict__ __par1, int __par2){ const int *__T2;
 int *__T3;
__cudaLaunchPrologue(3);__T2 = __par0;__cudaSetupArgSimple(__T2, 0UL);__T3 = __par1;__cudaSetupArgSimple(__T3, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__, int *__restrict__, int))k2<int, (unsigned int)32u> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_k2<int,32U>( const int *__restrict__ &__cuda_0,int *__restrict__ &__cuda_1,int &__cuda_2){__device_stub__Z2k2IiLj32EEvPKT_PS0_i( (const int *&)__cuda_0,(int *&)__cuda_1,(int &)__cuda_2);}
static void __device_stub__Z2k3ILc97ELl100ELs7EEvPl(long *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(long *))k3<(char)97, (long)100l, (short)7> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_k3<'a',100L,((short)7)>( long *&__cuda_0){__device_stub__Z2k3ILc97ELl100ELs7EEvPl( (long *&)__cuda_0);}
static void __device_stub__Z2k4I7FunctorEvPiT_(int *__par0, struct Functor&__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, struct Functor))k4<    ::Functor> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_k4< ::Functor>( int *&__cuda_0,struct ::Functor &__cuda_1){__device_stub__Z2k4I7FunctorEvPiT_( (int *&)__cuda_0,(struct ::Functor &)__cuda_1);}
static void __device_stub__Z2k5IXadL_Z4gvarEEEvv(void){__cudaLaunchPrologue(1);__cudaLaunch(((char *)((void ( *)(void))k5<& ::gvar> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_k5<(&__shadow_var(gvar,::gvar))>(void){__device_stub__Z2k5IXadL_Z4gvarEEEvv();}
static void __nv_cudaEntityRegisterCallback(void **__T4){__nv_dummy_param_ref(__T4);__nv_save_fatbinhandle_for_managed_rt(__T4);__cudaRegisterEntry(__T4, ((void ( *)(void))k5<& ::gvar> ), _Z2k5IXadL_Z4gvarEEEvv, (-1));__cudaRegisterEntry(__T4, ((void ( *)(int *, struct Functor))k4<    ::Functor> ), _Z2k4I7FunctorEvPiT_, (-1));__cudaRegisterEntry(__T4, ((void ( *)(long *))k3<(char)97, (long)100l, (short)7> ), _Z2k3ILc97ELl100ELs7EEvPl, (-1));__cudaRegisterEntry(__T4, ((void ( *)(const int *__restrict__, int *__restrict__, int))k2<int, (unsigned int)32u> ), _Z2k2IiLj32EEvPKT_PS0_i, (-1));__cudaRegisterEntry(__T4, ((void ( *)(const float *__restrict__, float *__restrict__, int))k2<float, (unsigned int)64u> ), _Z2k2IfLj64EEvPKT_PS0_i, (-1));__cudaRegisterEntry(__T4, ((void ( *)(int *))k1<int, (int)-1, (bool)0> ), _Z2k1IiLin1ELb0EEvPT_, (-1));__cudaRegisterEntry(__T4, ((void ( *)(float *))k1<float, (int)3, (bool)1> ), _Z2k1IfLi3ELb1EEvPT_, (-1));__cudaRegisterVariable(__T4, __shadow_var(gvar,::gvar), 0, 4UL, 0, 0);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
