#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef Top::Inner _ZN3Top5InnerE;
typedef unsigned long _ZN3geo6detail7small_tE;
typedef geo::Pt::Tag _ZN3geo2Pt3TagE;
typedef geo::Pt _ZN3geo2PtE;
typedef geo::Box _ZN3geo3BoxE;
typedef int _ZN3geo4wordE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z1kPi3TopNS0_5InnerEN3geo2PtENS3_3TagENS2_3BoxE5Latermi(int *, struct Top&,  _ZN3Top5InnerE&,  _ZN3geo2PtE&,  _ZN3geo2Pt3TagE&,  _ZN3geo3BoxE&, struct Later&, _ZN3geo6detail7small_tE, _ZN3geo4wordE);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z1kPi3TopNS0_5InnerEN3geo2PtENS3_3TagENS2_3BoxE5Latermi(int *__par0, struct Top&__par1,  _ZN3Top5InnerE&__par2,  _ZN3geo2PtE&__par3,  _ZN3geo2Pt3TagE&__par4,  _ZN3geo3BoxE&__par5, struct Later&__par6, _ZN3geo6detail7small_tE __par7, _ZN3geo4wordE __par8){__cudaLaunchPrologue(9);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArg(__par1, 8UL);__cudaSetupArg(__par2, 12UL);__cudaSetupArg(__par3, 16UL);__cudaSetupArg(__par4, 20UL);__cudaSetupArg(__par5, 24UL);__cudaSetupArg(__par6, 32UL);__cudaSetupArgSimple(__par7, 40UL);__cudaSetupArgSimple(__par8, 48UL);__cudaLaunch(((char *)((void ( *)(int *, struct Top,  _ZN3Top5InnerE,  _ZN3geo2PtE,  _ZN3geo2Pt3TagE,  _ZN3geo3BoxE, struct Later, _ZN3geo6detail7small_tE, _ZN3geo4wordE))k)), 0U);}
# 24 "input.cu"
void k( int *__cuda_0,struct ::Top __cuda_1, _ZN3Top5InnerE __cuda_2, _ZN3geo2PtE __cuda_3, _ZN3geo2Pt3TagE __cuda_4, _ZN3geo3BoxE __cuda_5,struct ::Later __cuda_6,_ZN3geo6detail7small_tE __cuda_7,_ZN3geo4wordE __cuda_8)
# 24 "input.cu"
{__device_stub__Z1kPi3TopNS0_5InnerEN3geo2PtENS3_3TagENS2_3BoxE5Latermi( __cuda_0,__cuda_1,__cuda_2,__cuda_3,__cuda_4,__cuda_5,__cuda_6,__cuda_7,__cuda_8);

}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *, struct Top,  _ZN3Top5InnerE,  _ZN3geo2PtE,  _ZN3geo2Pt3TagE,  _ZN3geo3BoxE, struct Later, _ZN3geo6detail7small_tE, _ZN3geo4wordE))k), _Z1kPi3TopNS0_5InnerEN3geo2PtENS3_3TagENS2_3BoxE5Latermi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
