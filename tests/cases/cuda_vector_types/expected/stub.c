#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7vectorsP6float4PK6float2PK4int3P6uchar4(struct float4 *, const struct float2 *, const struct int3 *, struct uchar4 *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7vectorsP6float4PK6float2PK4int3P6uchar4(struct float4 *__par0, const struct float2 *__par1, const struct int3 *__par2, struct uchar4 *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(struct float4 *, const struct float2 *, const struct int3 *, struct uchar4 *))vectors)), 0U);}
# 1 "input.cu"
void vectors( struct ::float4 *__cuda_0,const struct ::float2 *__cuda_1,const struct ::int3 *__cuda_2,struct ::uchar4 *__cuda_3)
# 2 "input.cu"
{__device_stub__Z7vectorsP6float4PK6float2PK4int3P6uchar4( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 16 "input.cu"
}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(struct float4 *, const struct float2 *, const struct int3 *, struct uchar4 *))vectors), _Z7vectorsP6float4PK6float2PK4int3P6uchar4, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
