/* stdio.h -- playground built-in C library header. */
#ifndef __PLAYGROUND_STDIO_H__
#define __PLAYGROUND_STDIO_H__
#include "host_defines.h"
#include <stddef.h>
#define EOF (-1)
#if defined(__cplusplus)
extern "C" {
#endif
typedef struct __playground_file FILE;
extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;
__cuda_libc_hd_builtin__ int printf(const char *format, ...);
int fprintf(FILE *stream, const char *format, ...);
int sprintf(char *str, const char *format, ...);
int snprintf(char *str, size_t size, const char *format, ...);
int scanf(const char *format, ...);
int sscanf(const char *str, const char *format, ...);
int puts(const char *s);
int putchar(int c);
int getchar(void);
FILE *fopen(const char *path, const char *mode);
int fclose(FILE *stream);
size_t fread(void *ptr, size_t size, size_t n, FILE *stream);
size_t fwrite(const void *ptr, size_t size, size_t n, FILE *stream);
char *fgets(char *s, int size, FILE *stream);
int fflush(FILE *stream);
void perror(const char *s);
#if defined(__cplusplus)
}
#endif
#endif
