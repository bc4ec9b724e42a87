/* float.h -- playground built-in C library header. */
#ifndef __PLAYGROUND_FLOAT_H__
#define __PLAYGROUND_FLOAT_H__
#define FLT_MAX 3.40282347e+38F
#define FLT_MIN 1.17549435e-38F
#define FLT_EPSILON 1.19209290e-7F
#define DBL_MAX 1.7976931348623157e+308
#define DBL_MIN 2.2250738585072014e-308
#define DBL_EPSILON 2.2204460492503131e-16
#endif
