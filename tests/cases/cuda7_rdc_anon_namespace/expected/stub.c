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
typedef _NV_ANON_NAMESPACE::Pair _ZN40_GLOBAL__N__569dfa08_8_input_cu_5ba5ff894PairE;
extern __attribute__((visibility("hidden"))) void __device_stub__ZN40_GLOBAL__N__569dfa08_8_input_cu_5ba5ff894fillEPii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN40_GLOBAL__N__569dfa08_8_input_cu_5ba5ff899take_pairENS_4PairEPi( _ZN40_GLOBAL__N__569dfa08_8_input_cu_5ba5ff894PairE&, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN3lib40_GLOBAL__N__569dfa08_8_input_cu_5ba5ff895innerEPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN3lib3runEPi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN40_GLOBAL__N__569dfa08_8_input_cu_5ba5ff894fillEPii(int *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, int))_NV_ANON_NAMESPACE::fill)), 0U);}
# 4 "input.cu"
void _NV_ANON_NAMESPACE::fill( int *__cuda_0,int __cuda_1)
# 4 "input.cu"
{__device_stub__ZN40_GLOBAL__N__569dfa08_8_input_cu_5ba5ff894fillEPii( __cuda_0,__cuda_1); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN40_GLOBAL__N__569dfa08_8_input_cu_5ba5ff899take_pairENS_4PairEPi(  _ZN40_GLOBAL__N__569dfa08_8_input_cu_5ba5ff894PairE&__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)( _ZN40_GLOBAL__N__569dfa08_8_input_cu_5ba5ff894PairE, int *))_NV_ANON_NAMESPACE::take_pair)), 0U); }
# 9 "input.cu"
void _NV_ANON_NAMESPACE::take_pair(  _ZN40_GLOBAL__N__569dfa08_8_input_cu_5ba5ff894PairE __cuda_0,int *__cuda_1)
# 9 "input.cu"
{__device_stub__ZN40_GLOBAL__N__569dfa08_8_input_cu_5ba5ff899take_pairENS_4PairEPi( __cuda_0,__cuda_1); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN3lib40_GLOBAL__N__569dfa08_8_input_cu_5ba5ff895innerEPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))lib::_NV_ANON_NAMESPACE::inner)), 0U); }
# 15 "input.cu"
void lib::_NV_ANON_NAMESPACE::inner( int *__cuda_0)
# 15 "input.cu"
{__device_stub__ZN3lib40_GLOBAL__N__569dfa08_8_input_cu_5ba5ff895innerEPi( __cuda_0); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN3lib3runEPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))lib::run)), 0U); }
# 13 "input.cu"
void lib::run( int *__cuda_0)
# 13 "input.cu"
{__device_stub__ZN3lib3runEPi( __cuda_0); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int *))lib::_NV_ANON_NAMESPACE::inner), __nv_static_29__569dfa08_8_input_cu_5ba5ff89__ZN3lib40_GLOBAL__N__569dfa08_8_input_cu_5ba5ff895innerEPi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *))lib::run), _ZN3lib3runEPi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)( _ZN40_GLOBAL__N__569dfa08_8_input_cu_5ba5ff894PairE, int *))_NV_ANON_NAMESPACE::take_pair), __nv_static_29__569dfa08_8_input_cu_5ba5ff89__ZN40_GLOBAL__N__569dfa08_8_input_cu_5ba5ff899take_pairENS_4PairEPi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *, int))_NV_ANON_NAMESPACE::fill), __nv_static_29__569dfa08_8_input_cu_5ba5ff89__ZN40_GLOBAL__N__569dfa08_8_input_cu_5ba5ff894fillEPii, (-1)); __cudaRegisterVariable(__T0, __shadow_var(__nv_static_29__569dfa08_8_input_cu_5ba5ff89__ZN38_INTERNAL_569dfa08_8_input_cu_5ba5ff8940_GLOBAL__N__569dfa08_8_input_cu_5ba5ff897counterE,::_NV_ANON_NAMESPACE::counter), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(__nv_static_29__569dfa08_8_input_cu_5ba5ff89__ZN38_INTERNAL_569dfa08_8_input_cu_5ba5ff8940_GLOBAL__N__569dfa08_8_input_cu_5ba5ff895scaleE,::_NV_ANON_NAMESPACE::scale), 0, 4UL, 1, 0); __cudaRegisterManagedVariable(__T0, __shadow_var(__nv_static_29__569dfa08_8_input_cu_5ba5ff89__ZN38_INTERNAL_569dfa08_8_input_cu_5ba5ff8940_GLOBAL__N__569dfa08_8_input_cu_5ba5ff894flagE,::_NV_ANON_NAMESPACE::flag), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(__nv_static_29__569dfa08_8_input_cu_5ba5ff89__ZN38_INTERNAL_569dfa08_8_input_cu_5ba5ff893lib40_GLOBAL__N__569dfa08_8_input_cu_5ba5ff8911inner_stateE,::lib::_NV_ANON_NAMESPACE::inner_state), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  ____cudaRegisterLinkedBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
