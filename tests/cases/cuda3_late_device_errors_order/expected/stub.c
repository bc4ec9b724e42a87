#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z2k1v(void);
extern __attribute__((visibility("hidden"))) void __device_stub__Z2k2v(void);
extern __attribute__((visibility("hidden"))) void __device_stub__Z2k3v(void);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z2k1v(void){__cudaLaunchPrologue(1);__cudaLaunch(((char *)((void ( *)(void))k1)), 0U);}
# 3 "input.cu"
void k1(void)
# 3 "input.cu"
{__device_stub__Z2k1v(); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z2k2v(void) {  __cudaLaunchPrologue(1); __cudaLaunch(((char *)((void ( *)(void))k2)), 0U); }
# 5 "input.cu"
void k2(void)
# 5 "input.cu"
{__device_stub__Z2k2v(); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z2k3v(void) {  __cudaLaunchPrologue(1); __cudaLaunch(((char *)((void ( *)(void))k3)), 0U); }
# 8 "input.cu"
void k3(void)
# 8 "input.cu"
{__device_stub__Z2k3v(); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(void))k3), _Z2k3v, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(void))k2), _Z2k2v, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(void))k1), _Z2k1v, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
