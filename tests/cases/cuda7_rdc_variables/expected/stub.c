#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_MODULE_ID _569dfa08_8_input_cu_5ba5ff89
#define __NV_CUBIN_HANDLE_STORAGE__ extern
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6updatePi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6updatePi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))update)), 0U);}
# 17 "input.cu"
void update( int *__cuda_0)
# 18 "input.cu"
{__device_stub__Z6updatePi( __cuda_0);


}
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *))update), _Z6updatePi, (-1)); __cudaRegisterVariable(__T0, __shadow_var(dev_counter,::dev_counter), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(coeffs,::coeffs), 0, 16UL, 1, 0); __cudaRegisterManagedVariable(__T0, __shadow_var(managed_total,::managed_total), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(__nv_static_29__569dfa08_8_input_cu_5ba5ff89_private_counter,::private_counter), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(__nv_static_29__569dfa08_8_input_cu_5ba5ff89_private_limit,::private_limit), 0, 4UL, 1, 0); __cudaRegisterManagedVariable(__T0, __shadow_var(__nv_static_29__569dfa08_8_input_cu_5ba5ff89_private_managed,::private_managed), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(unused_from_host,::unused_from_host), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(_ZN3cfg5levelE,::cfg::level), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(__nv_static_29__569dfa08_8_input_cu_5ba5ff89__ZN38_INTERNAL_569dfa08_8_input_cu_5ba5ff893cfg12hidden_levelE,::cfg::hidden_level), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(_ZN3cfg5tableE,::cfg::table), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  ____cudaRegisterLinkedBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
