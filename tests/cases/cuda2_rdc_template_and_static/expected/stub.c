#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_MODULE_ID _569dfa08_8_input_cu_97cffe4e
#define __NV_CUBIN_HANDLE_STORAGE__ extern
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
static void __device_stub__Z12local_kernelPi(int *);
static void __device_stub__Z5scaleIfEvPT_S0_(float *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN40_GLOBAL__N__569dfa08_8_input_cu_97cffe4e11anon_kernelEPi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z12local_kernelPi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))local_kernel)), 0U);}
# 4 "input.cu"
static void local_kernel( int *__cuda_0)
# 4 "input.cu"
{__device_stub__Z12local_kernelPi( __cuda_0); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __device_stub__Z5scaleIfEvPT_S0_( float *__par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, float))scale<float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_scale<float>( float *&__cuda_0,float &__cuda_1){__device_stub__Z5scaleIfEvPT_S0_( (float *&)__cuda_0,(float &)__cuda_1);}
__attribute__((visibility("hidden"))) void __device_stub__ZN40_GLOBAL__N__569dfa08_8_input_cu_97cffe4e11anon_kernelEPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))_NV_ANON_NAMESPACE::anon_kernel)), 0U); }
# 7 "input.cu"
void _NV_ANON_NAMESPACE::anon_kernel( int *__cuda_0)
# 7 "input.cu"
{__device_stub__ZN40_GLOBAL__N__569dfa08_8_input_cu_97cffe4e11anon_kernelEPi( __cuda_0); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *))_NV_ANON_NAMESPACE::anon_kernel), __nv_static_29__569dfa08_8_input_cu_97cffe4e__ZN40_GLOBAL__N__569dfa08_8_input_cu_97cffe4e11anon_kernelEPi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float *, float))scale<float> ), _Z5scaleIfEvPT_S0_, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *))local_kernel), __nv_static_29__569dfa08_8_input_cu_97cffe4e__Z12local_kernelPi, (-1)); __cudaRegisterVariable(__T0, __shadow_var(visible_var,::visible_var), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(visible_const,::visible_const), 0, 4UL, 1, 0); __cudaRegisterVariable(__T0, __shadow_var(__nv_static_29__569dfa08_8_input_cu_97cffe4e__ZN38_INTERNAL_569dfa08_8_input_cu_97cffe4e40_GLOBAL__N__569dfa08_8_input_cu_97cffe4e8anon_varE,::_NV_ANON_NAMESPACE::anon_var), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  ____cudaRegisterLinkedBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
