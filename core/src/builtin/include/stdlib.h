/* stdlib.h -- playground built-in C library header. */
#ifndef __PLAYGROUND_STDLIB_H__
#define __PLAYGROUND_STDLIB_H__
#include "host_defines.h"
#include <stddef.h>
#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
#define RAND_MAX 2147483647
#if defined(__cplusplus)
extern "C" {
#endif
__cuda_libc_hd__ void *malloc(size_t size);
__cuda_libc_hd__ void free(void *ptr);
void *calloc(size_t n, size_t size);
void *realloc(void *ptr, size_t size);
void exit(int status) __attribute__((noreturn));
void abort(void) __attribute__((noreturn));
int atoi(const char *s);
long atol(const char *s);
double atof(const char *s);
long strtol(const char *s, char **end, int base);
double strtod(const char *s, char **end);
int rand(void);
void srand(unsigned int seed);
int abs(int x);
long labs(long x);
char *getenv(const char *name);
void qsort(void *base, size_t n, size_t size, int (*compar)(const void *, const void *));
#if defined(__cplusplus)
}
#endif
#endif
