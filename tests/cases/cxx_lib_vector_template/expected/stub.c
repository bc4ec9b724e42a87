#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef vl::Vec3<float>  _ZN2vl4Vec3IfEE;
typedef vl::Vec3<double>  _ZN2vl4Vec3IdEE;
static void __device_stub__ZN2vl9integrateIfEEvPNS_4Vec3IT_EEPKS3_S2_m( _ZN2vl4Vec3IfEE *, const  _ZN2vl4Vec3IfEE *, float, size_t);
static void __device_stub__ZN2vl6torqueIfEEvPKNS_4Vec3IT_EES5_PS3_m(const  _ZN2vl4Vec3IfEE *, const  _ZN2vl4Vec3IfEE *,  _ZN2vl4Vec3IfEE *, size_t);
static void __device_stub__ZN2vl9integrateIdEEvPNS_4Vec3IT_EEPKS3_S2_m( _ZN2vl4Vec3IdEE *, const  _ZN2vl4Vec3IdEE *, double, size_t);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__ZN2vl9integrateIfEEvPNS_4Vec3IT_EEPKS3_S2_m( _ZN2vl4Vec3IfEE *__par0, const  _ZN2vl4Vec3IfEE *__par1, float __par2, size_t __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)( _ZN2vl4Vec3IfEE *, const  _ZN2vl4Vec3IfEE *, float, size_t))vl::integrate<float> )), 0U);}namespace vl{

template<> __specialization_static void __wrapper__device_stub_integrate<float>(  _ZN2vl4Vec3IfEE *&__cuda_0,const  _ZN2vl4Vec3IfEE *&__cuda_1,float &__cuda_2,::size_t &__cuda_3){__device_stub__ZN2vl9integrateIfEEvPNS_4Vec3IT_EEPKS3_S2_m( ( _ZN2vl4Vec3IfEE *&)__cuda_0,(const  _ZN2vl4Vec3IfEE *&)__cuda_1,(float &)__cuda_2,(::size_t &)__cuda_3);}}
static void __device_stub__ZN2vl6torqueIfEEvPKNS_4Vec3IT_EES5_PS3_m(const  _ZN2vl4Vec3IfEE *__par0, const  _ZN2vl4Vec3IfEE *__par1,  _ZN2vl4Vec3IfEE *__par2, size_t __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const  _ZN2vl4Vec3IfEE *, const  _ZN2vl4Vec3IfEE *,  _ZN2vl4Vec3IfEE *, size_t))vl::torque<float> )), 0U);}namespace vl{

template<> __specialization_static void __wrapper__device_stub_torque<float>( const  _ZN2vl4Vec3IfEE *&__cuda_0,const  _ZN2vl4Vec3IfEE *&__cuda_1, _ZN2vl4Vec3IfEE *&__cuda_2,::size_t &__cuda_3){__device_stub__ZN2vl6torqueIfEEvPKNS_4Vec3IT_EES5_PS3_m( (const  _ZN2vl4Vec3IfEE *&)__cuda_0,(const  _ZN2vl4Vec3IfEE *&)__cuda_1,( _ZN2vl4Vec3IfEE *&)__cuda_2,(::size_t &)__cuda_3);}}
static void __device_stub__ZN2vl9integrateIdEEvPNS_4Vec3IT_EEPKS3_S2_m( _ZN2vl4Vec3IdEE *__par0, const  _ZN2vl4Vec3IdEE *__par1, double __par2, size_t __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)( _ZN2vl4Vec3IdEE *, const  _ZN2vl4Vec3IdEE *, double, size_t))vl::integrate<double> )), 0U);}namespace vl{

template<> __specialization_static void __wrapper__device_stub_integrate<double>(  _ZN2vl4Vec3IdEE *&__cuda_0,const  _ZN2vl4Vec3IdEE *&__cuda_1,double &__cuda_2,::size_t &__cuda_3){__device_stub__ZN2vl9integrateIdEEvPNS_4Vec3IT_EEPKS3_S2_m( ( _ZN2vl4Vec3IdEE *&)__cuda_0,(const  _ZN2vl4Vec3IdEE *&)__cuda_1,(double &)__cuda_2,(::size_t &)__cuda_3);}}
static void __nv_cudaEntityRegisterCallback(void **__T21){__nv_dummy_param_ref(__T21);__nv_save_fatbinhandle_for_managed_rt(__T21);__cudaRegisterEntry(__T21, ((void ( *)( _ZN2vl4Vec3IdEE *, const  _ZN2vl4Vec3IdEE *, double, size_t))vl::integrate<double> ), _ZN2vl9integrateIdEEvPNS_4Vec3IT_EEPKS3_S2_m, (-1));__cudaRegisterEntry(__T21, ((void ( *)(const  _ZN2vl4Vec3IfEE *, const  _ZN2vl4Vec3IfEE *,  _ZN2vl4Vec3IfEE *, size_t))vl::torque<float> ), _ZN2vl6torqueIfEEvPKNS_4Vec3IT_EES5_PS3_m, (-1));__cudaRegisterEntry(__T21, ((void ( *)( _ZN2vl4Vec3IfEE *, const  _ZN2vl4Vec3IfEE *, float, size_t))vl::integrate<float> ), _ZN2vl9integrateIfEEvPNS_4Vec3IT_EEPKS3_S2_m, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
