#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z2k7Piif(int *, int, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z2k8Piif(int *, int, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z2k9Piif(int *, int, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z3k10Piif(int *, int, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z3k11Piif(int *, int, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z2k7Piif(int *__par0, int __par1, float __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaLaunch(((char *)((void ( *)(int *, int, float))k7)), 0U);}
# 3 "input.cu"
void k7( int *__cuda_0,int __cuda_1,float __cuda_2)
# 3 "input.cu"
{__device_stub__Z2k7Piif( __cuda_0,__cuda_1,__cuda_2);

}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z2k8Piif( int *__par0,  int __par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(int *, int, float))k8)), 0U); }
# 6 "input.cu"
void k8( int *__cuda_0,int __cuda_1,float __cuda_2)
# 6 "input.cu"
{__device_stub__Z2k8Piif( __cuda_0,__cuda_1,__cuda_2);

}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z2k9Piif( int *__par0,  int __par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(int *, int, float))k9)), 0U); }
# 9 "input.cu"
void k9( int *__cuda_0,int __cuda_1,float __cuda_2)
# 9 "input.cu"
{__device_stub__Z2k9Piif( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z3k10Piif( int *__par0,  int __par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(int *, int, float))k10)), 0U); }
# 13 "input.cu"
void k10( int *__cuda_0,int __cuda_1,float __cuda_2)
# 13 "input.cu"
{__device_stub__Z3k10Piif( __cuda_0,__cuda_1,__cuda_2);

}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z3k11Piif( int *__par0,  int __par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(int *, int, float))k11)), 0U); }
# 16 "input.cu"
void k11( int *__cuda_0,int __cuda_1,float __cuda_2)
# 16 "input.cu"
{__device_stub__Z3k11Piif( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T18) {  __nv_dummy_param_ref(__T18); __nv_save_fatbinhandle_for_managed_rt(__T18); __cudaRegisterEntry(__T18, ((void ( *)(int *, int, float))k11), _Z3k11Piif, (-1)); __cudaRegisterEntry(__T18, ((void ( *)(int *, int, float))k10), _Z3k10Piif, (-1)); __cudaRegisterEntry(__T18, ((void ( *)(int *, int, float))k9), _Z2k9Piif, (-1)); __cudaRegisterEntry(__T18, ((void ( *)(int *, int, float))k8), _Z2k8Piif, (-1)); __cudaRegisterEntry(__T18, ((void ( *)(int *, int, float))k7), _Z2k7Piif, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
