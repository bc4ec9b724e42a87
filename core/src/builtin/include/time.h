/* time.h -- playground built-in C library header. */
#ifndef __PLAYGROUND_TIME_H__
#define __PLAYGROUND_TIME_H__
#include "host_defines.h"
#define CLOCKS_PER_SEC 1000000L
typedef long time_t;
typedef long clock_t;
#if defined(__cplusplus)
extern "C" {
#endif
time_t time(time_t *t);
__cuda_libc_hd_builtin__ clock_t clock(void);
#if defined(__cplusplus)
}
#endif
#endif
