/* math.h -- playground built-in C library header. Under nvcc these functions
 * are callable from host and device code. */
#ifndef __PLAYGROUND_MATH_H__
#define __PLAYGROUND_MATH_H__
#include "host_defines.h"
#define M_PI 3.14159265358979323846
#define INFINITY (__builtin_inff())
#define NAN (__builtin_nanf(""))
#if defined(__cplusplus)
extern "C" {
#endif
__cuda_math_hd__ double sqrt(double x);
__cuda_math_hd__ float sqrtf(float x);
__cuda_math_hd__ double pow(double x, double y);
__cuda_math_hd__ float powf(float x, float y);
__cuda_math_hd__ double exp(double x);
__cuda_math_hd__ float expf(float x);
__cuda_math_hd__ double log(double x);
__cuda_math_hd__ float logf(float x);
__cuda_math_hd__ double sin(double x);
__cuda_math_hd__ float sinf(float x);
__cuda_math_hd__ double cos(double x);
__cuda_math_hd__ float cosf(float x);
__cuda_math_hd__ double tanh(double x);
__cuda_math_hd__ float tanhf(float x);
__cuda_math_hd__ double fabs(double x);
__cuda_math_hd__ float fabsf(float x);
__cuda_math_hd__ double floor(double x);
__cuda_math_hd__ float floorf(float x);
__cuda_math_hd__ double ceil(double x);
__cuda_math_hd__ float ceilf(float x);
__cuda_math_hd__ double fmin(double x, double y);
__cuda_math_hd__ float fminf(float x, float y);
__cuda_math_hd__ double fmax(double x, double y);
__cuda_math_hd__ float fmaxf(float x, float y);
#if defined(__cplusplus)
}
#endif
#endif
