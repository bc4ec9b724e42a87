#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "input.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z2k2Pji(unsigned *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z2k1PjPKji(unsigned *__restrict__, const unsigned *__restrict__, int);
static void __device_stub__Z2k3IjEvPT_i(unsigned *__restrict__, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z2k2Pji(unsigned *__restrict__ __par0, int __par1){ unsigned *__T4;
__cudaLaunchPrologue(2);__T4 = __par0;__cudaSetupArgSimple(__T4, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, int))k2)), 0U);}
# 7 "input.cu"
void k2( unsigned *__restrict__ __cuda_0,int __cuda_1)
# 7 "input.cu"
{__device_stub__Z2k2Pji( __cuda_0,__cuda_1); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z2k1PjPKji( unsigned *__restrict__ __par0,  const unsigned *__restrict__ __par1,  int __par2) {  unsigned *__T5;
 const unsigned *__T6;
__cudaLaunchPrologue(3); __T5 = __par0; __cudaSetupArgSimple(__T5, 0UL); __T6 = __par1; __cudaSetupArgSimple(__T6, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, const unsigned *__restrict__, int))k1)), 0U); }
# 8 "input.cu"
void k1( unsigned *__restrict__ __cuda_0,const unsigned *__restrict__ __cuda_1,int __cuda_2)
# 8 "input.cu"
{__device_stub__Z2k1PjPKji( __cuda_0,__cuda_1,__cuda_2); }
# 1 "/tmp/cudafe-ref/input.cudafe1.stub.c"
static void __device_stub__Z2k3IjEvPT_i( unsigned *__restrict__ __par0,  int __par1) {  unsigned *__T11;
__cudaLaunchPrologue(2); __T11 = __par0; __cudaSetupArgSimple(__T11, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *__restrict__, int))k3<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_k3<unsigned>( unsigned *__restrict__ &__cuda_0,int &__cuda_1){__device_stub__Z2k3IjEvPT_i( (unsigned *&)__cuda_0,(int &)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T18) {  __nv_dummy_param_ref(__T18); __nv_save_fatbinhandle_for_managed_rt(__T18); __cudaRegisterEntry(__T18, ((void ( *)(unsigned *__restrict__, int))k3<unsigned int> ), _Z2k3IjEvPT_i, (-1)); __cudaRegisterEntry(__T18, ((void ( *)(unsigned *__restrict__, const unsigned *__restrict__, int))k1), _Z2k1PjPKji, (-1)); __cudaRegisterEntry(__T18, ((void ( *)(unsigned *__restrict__, int))k2), _Z2k2Pji, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
