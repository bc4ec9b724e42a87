#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_MODULE_ID _569dfa08_8_input_cu_5916767c
#define __NV_CUBIN_HANDLE_STORAGE__ extern
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7visiblePf(float *);
static void __device_stub__Z6hiddenPf(float *);
static void __device_stub__Z14never_launchedPi(int *);
static void __device_stub__Z11uses_helperPff(float *, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7visiblePf(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))visible)), 0U);}
# 1 "input.cu"
void visible( float *__cuda_0)
# 1 "input.cu"
{__device_stub__Z7visiblePf( __cuda_0); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __device_stub__Z6hiddenPf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))hidden)), 0U); }
# 3 "input.cu"
static void hidden( float *__cuda_0)
# 3 "input.cu"
{__device_stub__Z6hiddenPf( __cuda_0); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __device_stub__Z14never_launchedPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))never_launched)), 0U); }
# 5 "input.cu"
static void never_launched( int *__cuda_0)
# 5 "input.cu"
{__device_stub__Z14never_launchedPi( __cuda_0); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __device_stub__Z11uses_helperPff( float *__par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, float))uses_helper)), 0U); }
# 9 "input.cu"
static void uses_helper( float *__cuda_0,float __cuda_1)
# 9 "input.cu"
{__device_stub__Z11uses_helperPff( __cuda_0,__cuda_1); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(float *, float))uses_helper), __nv_static_29__569dfa08_8_input_cu_5916767c__Z11uses_helperPff, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *))never_launched), __nv_static_29__569dfa08_8_input_cu_5916767c__Z14never_launchedPi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float *))hidden), __nv_static_29__569dfa08_8_input_cu_5916767c__Z6hiddenPf, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float *))visible), _Z7visiblePf, (-1)); }
static void __sti____cudaRegisterAll(void) {  ____cudaRegisterLinkedBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
