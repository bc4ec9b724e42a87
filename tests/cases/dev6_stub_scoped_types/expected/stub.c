#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef int _ZN3geo4wordE;
typedef geo::P::In _ZN3geo1P2InE;
typedef geo::P _ZN3geo1PE;
typedef geo::Mode _ZN3geo4ModeE;
typedef geo::PT _ZN3geo2PTE;
typedef geo::intp _ZN3geo4intpE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z1kPiiN3geo4ModeENS0_1PES2_PKS2_1QNS2_2InES_(int *, _ZN3geo4wordE,  _ZN3geo4ModeE, TopP&, _ZN3geo2PTE&, const  _ZN3geo1PE *, struct Q&,  _ZN3geo1P2InE&, _ZN3geo4intpE);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z1kPiiN3geo4ModeENS0_1PES2_PKS2_1QNS2_2InES_(int *__par0, _ZN3geo4wordE __par1,  _ZN3geo4ModeE __par2, TopP&__par3, _ZN3geo2PTE&__par4, const  _ZN3geo1PE *__par5, struct Q&__par6,  _ZN3geo1P2InE&__par7, _ZN3geo4intpE __par8){__cudaLaunchPrologue(9);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArg(__par3, 16UL);__cudaSetupArg(__par4, 20UL);__cudaSetupArgSimple(__par5, 24UL);__cudaSetupArg(__par6, 32UL);__cudaSetupArg(__par7, 36UL);__cudaSetupArgSimple(__par8, 40UL);__cudaLaunch(((char *)((void ( *)(int *, _ZN3geo4wordE,  _ZN3geo4ModeE, TopP, _ZN3geo2PTE, const  _ZN3geo1PE *, struct Q,  _ZN3geo1P2InE, _ZN3geo4intpE))k)), 0U);}
# 15 "input.cu"
void k( int *__cuda_0,_ZN3geo4wordE __cuda_1, _ZN3geo4ModeE __cuda_2,::TopP __cuda_3,_ZN3geo2PTE __cuda_4,const  _ZN3geo1PE *__cuda_5,struct ::Q __cuda_6, _ZN3geo1P2InE __cuda_7,_ZN3geo4intpE __cuda_8)
# 15 "input.cu"
{__device_stub__Z1kPiiN3geo4ModeENS0_1PES2_PKS2_1QNS2_2InES_( __cuda_0,__cuda_1,__cuda_2,__cuda_3,__cuda_4,__cuda_5,__cuda_6,__cuda_7,__cuda_8);

}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *, _ZN3geo4wordE,  _ZN3geo4ModeE, TopP, _ZN3geo2PTE, const  _ZN3geo1PE *, struct Q,  _ZN3geo1P2InE, _ZN3geo4intpE))k), _Z1kPiiN3geo4ModeENS0_1PES2_PKS2_1QNS2_2InES_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
