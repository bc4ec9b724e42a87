#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_MODULE_ID _569dfa08_8_input_cu_3040c4ba
#define __NV_CUBIN_HANDLE_STORAGE__ extern
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8launchedPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12unreferencedPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16from_static_hostPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7from_hdPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12address_onlyPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7c_namedPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11uses_helperPi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8launchedPi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))launched)), 0U);}
# 1 "input.cu"
void launched( int *__cuda_0)
# 1 "input.cu"
{__device_stub__Z8launchedPi( __cuda_0); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12unreferencedPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))unreferenced)), 0U); }
# 2 "input.cu"
void unreferenced( int *__cuda_0)
# 2 "input.cu"
{__device_stub__Z12unreferencedPi( __cuda_0); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16from_static_hostPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))from_static_host)), 0U); }
# 3 "input.cu"
void from_static_host( int *__cuda_0)
# 3 "input.cu"
{__device_stub__Z16from_static_hostPi( __cuda_0); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7from_hdPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))from_hd)), 0U); }
# 4 "input.cu"
void from_hd( int *__cuda_0)
# 4 "input.cu"
{__device_stub__Z7from_hdPi( __cuda_0); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12address_onlyPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))address_only)), 0U); }
# 5 "input.cu"
void address_only( int *__cuda_0)
# 5 "input.cu"
{__device_stub__Z12address_onlyPi( __cuda_0); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7c_namedPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))c_named)), 0U); }
# 6 "input.cu"
void c_named( int *__cuda_0)
# 6 "input.cu"
{__device_stub__Z7c_namedPi( __cuda_0); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11uses_helperPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))uses_helper)), 0U); }
# 12 "input.cu"
void uses_helper( int *__cuda_0)
# 12 "input.cu"
{__device_stub__Z11uses_helperPi( __cuda_0); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *))uses_helper), _Z11uses_helperPi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *))c_named), c_named, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *))address_only), _Z12address_onlyPi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *))from_hd), _Z7from_hdPi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *))from_static_host), _Z16from_static_hostPi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *))unreferenced), _Z12unreferencedPi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *))launched), _Z8launchedPi, (-1)); __cudaRegisterVariable(__T0, __shadow_var(read_in_static_host,::read_in_static_host), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(only_in_device,::only_in_device), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(read_directly,::read_directly), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  ____cudaRegisterLinkedBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
