/* vector_types.h -- CUDA built-in vector types (playground built-in). */
#ifndef __PLAYGROUND_VECTOR_TYPES_H__
#define __PLAYGROUND_VECTOR_TYPES_H__

#include "host_defines.h"

struct __device_builtin__ char1 { signed char x; };
struct __device_builtin__ __builtin_align__(2) char2 { signed char x, y; };
struct __device_builtin__ char3 { signed char x, y, z; };
struct __device_builtin__ __builtin_align__(4) char4 { signed char x, y, z, w; };
struct __device_builtin__ uchar1 { unsigned char x; };
struct __device_builtin__ __builtin_align__(2) uchar2 { unsigned char x, y; };
struct __device_builtin__ uchar3 { unsigned char x, y, z; };
struct __device_builtin__ __builtin_align__(4) uchar4 { unsigned char x, y, z, w; };
struct __device_builtin__ __builtin_align__(4) short2 { short x, y; };
struct __device_builtin__ __builtin_align__(8) short4 { short x, y, z, w; };
struct __device_builtin__ int1 { int x; };
struct __device_builtin__ __builtin_align__(8) int2 { int x, y; };
struct __device_builtin__ int3 { int x, y, z; };
struct __device_builtin__ __builtin_align__(16) int4 { int x, y, z, w; };
struct __device_builtin__ uint1 { unsigned int x; };
struct __device_builtin__ __builtin_align__(8) uint2 { unsigned int x, y; };
struct __device_builtin__ uint3 { unsigned int x, y, z; };
struct __device_builtin__ __builtin_align__(16) uint4 { unsigned int x, y, z, w; };
struct __device_builtin__ float1 { float x; };
struct __device_builtin__ __builtin_align__(8) float2 { float x, y; };
struct __device_builtin__ float3 { float x, y, z; };
struct __device_builtin__ __builtin_align__(16) float4 { float x, y, z, w; };
struct __device_builtin__ double1 { double x; };
struct __device_builtin__ __builtin_align__(16) double2 { double x, y; };
struct __device_builtin__ double3 { double x, y, z; };

typedef __device_builtin__ struct char1 char1;
typedef __device_builtin__ struct char2 char2;
typedef __device_builtin__ struct char3 char3;
typedef __device_builtin__ struct char4 char4;
typedef __device_builtin__ struct uchar1 uchar1;
typedef __device_builtin__ struct uchar2 uchar2;
typedef __device_builtin__ struct uchar3 uchar3;
typedef __device_builtin__ struct uchar4 uchar4;
typedef __device_builtin__ struct short2 short2;
typedef __device_builtin__ struct short4 short4;
typedef __device_builtin__ struct int1 int1;
typedef __device_builtin__ struct int2 int2;
typedef __device_builtin__ struct int3 int3;
typedef __device_builtin__ struct int4 int4;
typedef __device_builtin__ struct uint1 uint1;
typedef __device_builtin__ struct uint2 uint2;
typedef __device_builtin__ struct uint3 uint3;
typedef __device_builtin__ struct uint4 uint4;
typedef __device_builtin__ struct float1 float1;
typedef __device_builtin__ struct float2 float2;
typedef __device_builtin__ struct float3 float3;
typedef __device_builtin__ struct float4 float4;
typedef __device_builtin__ struct double1 double1;
typedef __device_builtin__ struct double2 double2;
typedef __device_builtin__ struct double3 double3;

/* Launch dimensions: unspecified components default to 1. */
struct __device_builtin__ dim3 {
    unsigned int x, y, z;
#if defined(__cplusplus)
    __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1) : x(vx), y(vy), z(vz) {}
    __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
    __host__ __device__ constexpr operator uint3(void) const { return uint3{x, y, z}; }
#endif
};
typedef __device_builtin__ struct dim3 dim3;

#endif
