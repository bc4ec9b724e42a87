#include <cstdio>

__global__ void blur(cudaTextureObject_t tex, cudaSurfaceObject_t surf, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float s = 0.0f;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      s += tex2D<float>(tex, x + dx + 0.5f, y + dy + 0.5f);
  surf2Dwrite(s / 9.0f, surf, x * sizeof(float), y);
}

int main() {
  const int w = 64, h = 64;
  cudaChannelFormatDesc desc = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
  cudaArray_t in, out;
  cudaMallocArray(&in, &desc, w, h);
  cudaMallocArray(&out, &desc, w, h, cudaArraySurfaceLoadStore);
  cudaResourceDesc rin = {};
  rin.resType = cudaResourceTypeArray;
  rin.res.array.array = in;
  cudaTextureDesc td = {};
  td.addressMode[0] = cudaAddressModeClamp;
  td.addressMode[1] = cudaAddressModeClamp;
  td.filterMode = cudaFilterModeLinear;
  td.readMode = cudaReadModeElementType;
  cudaTextureObject_t tex;
  cudaCreateTextureObject(&tex, &rin, &td, nullptr);
  cudaResourceDesc rout = {};
  rout.resType = cudaResourceTypeArray;
  rout.res.array.array = out;
  cudaSurfaceObject_t surf;
  cudaCreateSurfaceObject(&surf, &rout);
  dim3 b(16, 16), g(w / 16, h / 16);
  blur<<<g, b>>>(tex, surf, w, h);
  cudaDeviceSynchronize();
  cudaDestroySurfaceObject(surf);
  cudaDestroyTextureObject(tex);
  cudaFreeArray(in); cudaFreeArray(out);
  printf("ok\n");
  return 0;
}
