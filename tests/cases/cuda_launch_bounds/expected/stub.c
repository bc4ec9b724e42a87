#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7boundedPf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z18bounded_min_blocksPf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bounded_macroPi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7boundedPf(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))bounded)), 0U);}
# 1 "input.cu"
void bounded( float *__cuda_0)
# 2 "input.cu"
{__device_stub__Z7boundedPf( __cuda_0);

}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z18bounded_min_blocksPf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))bounded_min_blocks)), 0U); }
# 6 "input.cu"
void bounded_min_blocks( float *__cuda_0)
# 7 "input.cu"
{__device_stub__Z18bounded_min_blocksPf( __cuda_0);

}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13bounded_macroPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))bounded_macro)), 0U); }
# 12 "input.cu"
void bounded_macro( int *__cuda_0)
# 13 "input.cu"
{__device_stub__Z13bounded_macroPi( __cuda_0);

}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *))bounded_macro), _Z13bounded_macroPi, 512); __cudaRegisterEntry(__T0, ((void ( *)(float *))bounded_min_blocks), _Z18bounded_min_blocksPf, 128); __cudaRegisterEntry(__T0, ((void ( *)(float *))bounded), _Z7boundedPf, 256); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
