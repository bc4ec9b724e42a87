#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12add_identity6Matrix(struct Matrix&);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12add_identity6Matrix(struct Matrix&__par0){__cudaLaunchPrologue(1);__cudaSetupArg(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(struct Matrix))add_identity)), 0U);}
# 14 "input.cu"
void add_identity( struct ::Matrix __cuda_0)
# 15 "input.cu"
{__device_stub__Z12add_identity6Matrix( __cuda_0);



}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(struct Matrix))add_identity), _Z12add_identity6Matrix, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
