#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef Box<int>  _Z3BoxIiE;
typedef Box<float>  _Z3BoxIfE;
typedef Box<short>  _Z3BoxIsE;
typedef ns::E _ZN2ns1EE;
typedef ns::D<int>  _ZN2ns1DIiEE;
typedef ns::D<char>  _ZN2ns1DIcEE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z1kPi1A1C3BoxIfES2_IsEN2ns1DIcEENS5_1EES2_IiENS6_IiEE(int *, struct A&, struct C&,  _Z3BoxIfE&,  _Z3BoxIsE&,  _ZN2ns1DIcEE&,  _ZN2ns1EE&,  _Z3BoxIiE&,  _ZN2ns1DIiEE&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z1kPi1A1C3BoxIfES2_IsEN2ns1DIcEENS5_1EES2_IiENS6_IiEE(int *__par0, struct A&__par1, struct C&__par2,  _Z3BoxIfE&__par3,  _Z3BoxIsE&__par4,  _ZN2ns1DIcEE&__par5,  _ZN2ns1EE&__par6,  _Z3BoxIiE&__par7,  _ZN2ns1DIiEE&__par8){__cudaLaunchPrologue(9);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaSetupArg(__par2, 12UL);__cudaSetupArg(__par3, 16UL);__cudaSetupArg(__par4, 20UL);__cudaSetupArg(__par5, 22UL);__cudaSetupArg(__par6, 24UL);__cudaSetupArg(__par7, 28UL);__cudaSetupArg(__par8, 32UL);__cudaLaunch(((char *)((void ( *)(int *, struct A, struct C,  _Z3BoxIfE,  _Z3BoxIsE,  _ZN2ns1DIcEE,  _ZN2ns1EE,  _Z3BoxIiE,  _ZN2ns1DIiEE))k)), 0U);}
# 15 "input.cu"
void k( int *__cuda_0,struct ::A __cuda_1,struct ::C __cuda_2, _Z3BoxIfE __cuda_3, _Z3BoxIsE __cuda_4, _ZN2ns1DIcEE __cuda_5, _ZN2ns1EE __cuda_6, _Z3BoxIiE __cuda_7, _ZN2ns1DIiEE __cuda_8)
# 15 "input.cu"
{__device_stub__Z1kPi1A1C3BoxIfES2_IsEN2ns1DIcEENS5_1EES2_IiENS6_IiEE( __cuda_0,__cuda_1,__cuda_2,__cuda_3,__cuda_4,__cuda_5,__cuda_6,__cuda_7,__cuda_8);

}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *, struct A, struct C,  _Z3BoxIfE,  _Z3BoxIsE,  _ZN2ns1DIcEE,  _ZN2ns1EE,  _Z3BoxIiE,  _ZN2ns1DIiEE))k), _Z1kPi1A1C3BoxIfES2_IsEN2ns1DIcEENS5_1EES2_IiENS6_IiEE, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
