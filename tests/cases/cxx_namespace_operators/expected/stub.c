#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
typedef geo::P2 _ZN3geo2P2E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z5areasPKN3geo2P2ES2_S2_Pfi(const  _ZN3geo2P2E *, const  _ZN3geo2P2E *, const  _ZN3geo2P2E *, float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5areasPKN3geo2P2ES2_S2_Pfi(const  _ZN3geo2P2E *__par0, const  _ZN3geo2P2E *__par1, const  _ZN3geo2P2E *__par2, float *__par3, int __par4){__cudaLaunchPrologue(5);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaSetupArgSimple(__par4, 32UL);__cudaLaunch(((char *)((void ( *)(const  _ZN3geo2P2E *, const  _ZN3geo2P2E *, const  _ZN3geo2P2E *, float *, int))areas)), 0U);}
# 9 "input.cu"
void areas( const  _ZN3geo2P2E *__cuda_0,const  _ZN3geo2P2E *__cuda_1,const  _ZN3geo2P2E *__cuda_2,float *__cuda_3,int __cuda_4)
# 10 "input.cu"
{__device_stub__Z5areasPKN3geo2P2ES2_S2_Pfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3,__cuda_4);



}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(const  _ZN3geo2P2E *, const  _ZN3geo2P2E *, const  _ZN3geo2P2E *, float *, int))areas), _Z5areasPKN3geo2P2ES2_S2_Pfi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
