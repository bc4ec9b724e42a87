#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6kernelPmPiPfPdjifscx(count_t *, int *, float *, double *, unsigned, int, float, short, char, long long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6kernelPmPiPfPdjifscx(count_t *__par0, int *__par1, float *__par2, double *__par3, unsigned __par4, int __par5, float __par6, short __par7, char __par8, long long __par9){__cudaLaunchPrologue(10);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaSetupArgSimple(__par4, 32UL);__cudaSetupArgSimple(__par5, 36UL);__cudaSetupArgSimple(__par6, 40UL);__cudaSetupArgSimple(__par7, 44UL);__cudaSetupArgSimple(__par8, 46UL);__cudaSetupArgSimple(__par9, 48UL);__cudaLaunch(((char *)((void ( *)(count_t *, int *, float *, double *, unsigned, int, float, short, char, long long))kernel)), 0U);}
# 6 "input.cu"
void kernel( ::count_t *__cuda_0,int *__cuda_1,float *__cuda_2,double *__cuda_3,unsigned __cuda_4,int __cuda_5,float __cuda_6,short __cuda_7,char __cuda_8,long long __cuda_9)
# 8 "input.cu"
{__device_stub__Z6kernelPmPiPfPdjifscx( __cuda_0,__cuda_1,__cuda_2,__cuda_3,__cuda_4,__cuda_5,__cuda_6,__cuda_7,__cuda_8,__cuda_9);
# 28 "input.cu"
}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(count_t *, int *, float *, double *, unsigned, int, float, short, char, long long))kernel), _Z6kernelPmPiPfPdjifscx, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
