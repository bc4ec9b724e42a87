#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12matmul_naivePKfS0_Pfi(const float *, const float *, float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12matmul_tiledPKfS0_Pfi(const float *, const float *, float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12matmul_naivePKfS0_Pfi(const float *__par0, const float *__par1, float *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const float *, const float *, float *, int))matmul_naive)), 0U);}
# 3 "input.cu"
void matmul_naive( const float *__cuda_0,const float *__cuda_1,float *__cuda_2,int __cuda_3)
# 4 "input.cu"
{__device_stub__Z12matmul_naivePKfS0_Pfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 13 "input.cu"
}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12matmul_tiledPKfS0_Pfi( const float *__par0,  const float *__par1,  float *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const float *, const float *, float *, int))matmul_tiled)), 0U); }
# 15 "input.cu"
void matmul_tiled( const float *__cuda_0,const float *__cuda_1,float *__cuda_2,int __cuda_3)
# 16 "input.cu"
{__device_stub__Z12matmul_tiledPKfS0_Pfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 33 "input.cu"
}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const float *, const float *, float *, int))matmul_tiled), _Z12matmul_tiledPKfS0_Pfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *, const float *, float *, int))matmul_naive), _Z12matmul_naivePKfS0_Pfi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
