/* device_launch_parameters.h -- the per-thread launch coordinates (playground
 * built-in). The front end gives these device_builtin variables special names
 * in generated code. */
#ifndef __PLAYGROUND_DEVICE_LAUNCH_PARAMETERS_H__
#define __PLAYGROUND_DEVICE_LAUNCH_PARAMETERS_H__

#include "vector_types.h"

#if defined(__cplusplus)
extern "C" {
#endif
uint3 __device_builtin__ extern const threadIdx;
uint3 __device_builtin__ extern const blockIdx;
dim3 __device_builtin__ extern const blockDim;
dim3 __device_builtin__ extern const gridDim;
int __device_builtin__ extern const warpSize;
#if defined(__cplusplus)
}
#endif

#endif
