#pragma GCC system_header
#pragma once
#define __global__ __attribute__((global))
typedef int cudaError_t;
#include "inner.h"
