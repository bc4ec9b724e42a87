/* assert.h -- playground built-in C library header; assert works in kernels too. */
#ifndef __PLAYGROUND_ASSERT_H__
#define __PLAYGROUND_ASSERT_H__
#include "host_defines.h"
#if defined(__cplusplus)
extern "C" {
#endif
__cuda_libc_hd__ void __assert_fail(const char *expr, const char *file, unsigned int line, const char *function) __attribute__((noreturn));
#if defined(__cplusplus)
}
#endif
#endif
#undef assert
#if defined(NDEBUG)
#define assert(e) ((void)0)
#else
#define assert(e) ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))
#endif
