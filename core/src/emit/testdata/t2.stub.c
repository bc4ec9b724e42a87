#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "t2.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z2k1cd1SPis(char, double, struct S&, int *, short);
extern __attribute__((visibility("hidden"))) void __device_stub__Z2k2v(void);
static void __device_stub__Z2k3if(int, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z2k1cd1SPis(char __par0, double __par1, struct S&__par2, int *__par3, short __par4){__cudaLaunchPrologue(5);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArg(__par2, 16UL);__cudaSetupArgSimple(__par3, 32UL);__cudaSetupArgSimple(__par4, 40UL);__cudaLaunch(((char *)((void ( *)(char, double, struct S, int *, short))k1)), 0U);}
# 2 "t2.cu"
void k1( char __cuda_0,double __cuda_1,struct ::S __cuda_2,int *__cuda_3,short __cuda_4)
# 2 "t2.cu"
{__device_stub__Z2k1cd1SPis( __cuda_0,__cuda_1,__cuda_2,__cuda_3,__cuda_4); }
# 1 "/tmp/emit/t2.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z2k2v(void) {  __cudaLaunchPrologue(1); __cudaLaunch(((char *)((void ( *)(void))k2)), 0U); }
# 3 "t2.cu"
void k2(void)
# 3 "t2.cu"
{__device_stub__Z2k2v(); }
# 1 "/tmp/emit/t2.stub.c"
static void __device_stub__Z2k3if( int __par0,  float __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, float))k3)), 0U); }
# 4 "t2.cu"
static void k3( int __cuda_0,float __cuda_1)
# 5 "t2.cu"
{__device_stub__Z2k3if( __cuda_0,__cuda_1);
}
# 1 "/tmp/emit/t2.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, float))k3), _Z2k3if, 128); __cudaRegisterEntry(__T0, ((void ( *)(void))k2), _Z2k2v, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(char, double, struct S, int *, short))k1), _Z2k1cd1SPis, (-1)); __cudaRegisterVariable(__T0, __shadow_var(dv,::dv), 0, 4UL, 0, 0); __cudaRegisterVariable(__T0, __shadow_var(cd,::cd), 0, 24UL, 1, 0); __cudaRegisterManagedVariable(__T0, __shadow_var(ms,::ms), 0, 16UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
