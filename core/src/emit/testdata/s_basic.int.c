# 1 "s.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 2
struct S { int a; float b[4]; S *next; }; 
# 3
enum E { A, B = 5, C}; 
# 4
typedef S S_t; 
# 5
extern "C" int printf(const char *, ...); 
# 6
static int counter = 16; 
# 7
static int dv[10]; 
# 8
static float cf; 
# 9
__attribute__((section("__nv_managed_data__"))) static int *mv = 0; 
# 10
__attribute__((unused)) int dfun(int x) {int volatile ___ = 1;(void)x;::exit(___);}
#if 0
# 10
{ return (x * 2) + ('a'); } 
#endif
# 11 "s.cu"
float hd(float y) { return y / (3.0); } 

# 1 "s.hstub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__737f9249_4_s_cu_cf
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "s.hstub.c"
#include "s.hstub.c"
# 1 "s.hstub.c"
#undef _NV_ANON_NAMESPACE
