#include <cstdio>

__global__ void sample(cudaTextureObject_t tex, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<float>(tex, i);
}

int main() {
  const int n = 256;
  float *buf, *out;
  cudaMalloc(&buf, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = buf;
  res.res.linear.desc = cudaCreateChannelDesc<float>();
  res.res.linear.sizeInBytes = n * sizeof(float);
  cudaTextureDesc td = {};
  td.readMode = cudaReadModeElementType;
  cudaTextureObject_t tex = 0;
  cudaCreateTextureObject(&tex, &res, &td, nullptr);
  sample<<<1, n>>>(tex, out, n);
  cudaDestroyTextureObject(tex);
  cudaFree(buf); cudaFree(out);
  return 0;
}
