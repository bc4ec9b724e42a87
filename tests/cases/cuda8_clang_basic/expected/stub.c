#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmismatched-tags"
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5countPK4Pair(const struct Pair *);
static void __device_stub__Z4fillIfEvPT_S0_i(float *, float, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5countPK4Pair(const struct Pair *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const struct Pair *))count)), 0U);}
# 21 "input.cu"
void count( const struct ::Pair *__cuda_0)
# 21 "input.cu"
{__device_stub__Z5countPK4Pair( __cuda_0); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __device_stub__Z4fillIfEvPT_S0_i( float *__par0,  float __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(float *, float, int))fill<float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fill<float>( float *&__cuda_0,float &__cuda_1,int &__cuda_2){__device_stub__Z4fillIfEvPT_S0_i( (float *&)__cuda_0,(float &)__cuda_1,(int &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(float *, float, int))fill<float> ), _Z4fillIfEvPT_S0_i, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const struct Pair *))count), _Z5countPK4Pair, (-1)); __cudaRegisterVariable(__T0, __shadow_var(counter,::counter), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(scale,::scale), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
