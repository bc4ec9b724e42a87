#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef ns::Dispatch<( ::ns::SortOrder)0, int> ::pol_t _ZN2ns8DispatchILNS_9SortOrderE0EiE5pol_tE;
static void __device_stub__ZN2ns1kINS_3PolIiEELNS_9SortOrderE0EiEEvPT1_(int *);
static void __device_stub__ZN2ns2k2INS_3PolIiEELb0ELNS_9SortOrderE0EiEEvPT2_(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__ZN2ns1kINS_3PolIiEELNS_9SortOrderE0EiEEvPT1_(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))ns::k< ::ns::Pol<int> , ( ::ns::SortOrder)0, int> )), 0U);}namespace ns{

template<> __specialization_static void __wrapper__device_stub_k< ::ns::Dispatch<( ::ns::SortOrder)0, int> ::pol_t,( ::ns::SortOrder::Ascending),int>( int *&__cuda_0){__device_stub__ZN2ns1kINS_3PolIiEELNS_9SortOrderE0EiEEvPT1_( (int *&)__cuda_0);}}
static void __device_stub__ZN2ns2k2INS_3PolIiEELb0ELNS_9SortOrderE0EiEEvPT2_(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))ns::k2< ::ns::Pol<int> , (bool)0, ( ::ns::SortOrder)0, int> )), 0U);}namespace ns{

template<> __specialization_static void __wrapper__device_stub_k2< ::ns::Dispatch<( ::ns::SortOrder)0, int> ::pol_t,false,( ::ns::SortOrder::Ascending),int>( int *&__cuda_0){__device_stub__ZN2ns2k2INS_3PolIiEELb0ELNS_9SortOrderE0EiEEvPT2_( (int *&)__cuda_0);}}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)(int *))ns::k2< ::ns::Pol<int> , (bool)0, ( ::ns::SortOrder)0, int> ), _ZN2ns2k2INS_3PolIiEELb0ELNS_9SortOrderE0EiEEvPT2_, (-1));__cudaRegisterEntry(__T0, ((void ( *)(int *))ns::k< ::ns::Pol<int> , ( ::ns::SortOrder)0, int> ), _ZN2ns1kINS_3PolIiEELNS_9SortOrderE0EiEEvPT1_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
