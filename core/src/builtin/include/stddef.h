/* stddef.h -- playground built-in C library header. */
#ifndef __PLAYGROUND_STDDEF_H__
#define __PLAYGROUND_STDDEF_H__
typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;
#if defined(__cplusplus)
#define NULL __null
#else
#define NULL ((void *)0)
#endif
#define offsetof(type, member) __builtin_offsetof(type, member)
#endif
