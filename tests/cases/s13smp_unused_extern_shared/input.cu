// A block-scope `extern __shared__` array that is never named is not
// written to the device code; a named one is.
__global__ void unused(int *a, int n) {
  extern __shared__ int never_named[];
  int i = threadIdx.x;
  if (i < n) a[i] *= a[i];
}
__global__ void used(int *a) {
  extern __shared__ int named[];
  named[threadIdx.x] = a[threadIdx.x];
  a[0] = named[0];
}
