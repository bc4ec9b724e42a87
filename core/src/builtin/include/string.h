/* string.h -- playground built-in C library header. */
#ifndef __PLAYGROUND_STRING_H__
#define __PLAYGROUND_STRING_H__
#include "host_defines.h"
#include <stddef.h>
#if defined(__cplusplus)
extern "C" {
#endif
__cuda_libc_hd_builtin__ void *memcpy(void *dst, const void *src, size_t n);
__cuda_libc_hd_builtin__ void *memset(void *s, int c, size_t n);
void *memmove(void *dst, const void *src, size_t n);
int memcmp(const void *a, const void *b, size_t n);
size_t strlen(const char *s);
char *strcpy(char *dst, const char *src);
char *strncpy(char *dst, const char *src, size_t n);
char *strcat(char *dst, const char *src);
int strcmp(const char *a, const char *b);
int strncmp(const char *a, const char *b, size_t n);
#if defined(__cplusplus)
}
#endif
#endif
