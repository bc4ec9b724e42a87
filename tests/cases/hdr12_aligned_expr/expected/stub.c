#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z1kP6pair_lP7quad_ulP3v16P2ve(struct pair_l *, struct quad_ul *, struct v16 *, struct ve *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z1kP6pair_lP7quad_ulP3v16P2ve(struct pair_l *__par0, struct quad_ul *__par1, struct v16 *__par2, struct ve *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(struct pair_l *, struct quad_ul *, struct v16 *, struct ve *))k)), 0U);}
# 6 "input.cu"
void k( struct ::pair_l *__cuda_0,struct ::quad_ul *__cuda_1,struct ::v16 *__cuda_2,struct ::ve *__cuda_3)
# 6 "input.cu"
{__device_stub__Z1kP6pair_lP7quad_ulP3v16P2ve( __cuda_0,__cuda_1,__cuda_2,__cuda_3); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(struct pair_l *, struct quad_ul *, struct v16 *, struct ve *))k), _Z1kP6pair_lP7quad_ulP3v16P2ve, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
