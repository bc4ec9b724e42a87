#include <cuda_runtime.h>
#include "cuda_runtime.h"
#include <inner.h>
__global__ void k() {}
int main() { return inner(); }
