#ifndef _STDIO_H
#define _STDIO_H
#pragma GCC system_header
typedef struct FILE FILE;
extern FILE *stderr;
int printf(const char *, ...);
int fprintf(FILE *, const char *, ...);
void exit(int);
#endif
