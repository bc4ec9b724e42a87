// 2D texture sampling with bilinear filtering and a surface write-back.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t err_ = (call);                                             \
    if (err_ != cudaSuccess) {                                             \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                   \
              cudaGetErrorString(err_));                                   \
      exit(EXIT_FAILURE);                                                  \
    }                                                                      \
  } while (0)

__global__ void scaleImage(cudaTextureObject_t src, cudaSurfaceObject_t dst,
                           int width, int height, float zoom) {
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height) return;
  float u = (x + 0.5f) / (float)width;
  float v = (y + 0.5f) / (float)height;
  u = (u - 0.5f) / zoom + 0.5f;
  v = (v - 0.5f) / zoom + 0.5f;
  float4 texel = tex2D<float4>(src, u, v);
  uchar4 out = make_uchar4((unsigned char)(texel.x * 255.0f),
                           (unsigned char)(texel.y * 255.0f),
                           (unsigned char)(texel.z * 255.0f), 255);
  surf2Dwrite(out, dst, x * sizeof(uchar4), y);
}

__global__ void readBack(cudaTextureObject_t t, float *sum, int w, int h) {
  int x = threadIdx.x;
  float acc = 0.0f;
  for (int y = 0; y < h; ++y) {
    uchar4 p = tex2D<uchar4>(t, x, y);
    acc += p.x + p.y + p.z;
  }
  if (x < w) sum[x] = acc;
}

int main() {
  const int W = 64, H = 48;
  cudaChannelFormatDesc inDesc = cudaCreateChannelDesc<uchar4>();
  cudaArray_t inArr, outArr;
  CHECK(cudaMallocArray(&inArr, &inDesc, W, H));
  CHECK(cudaMallocArray(&outArr, &inDesc, W, H, cudaArraySurfaceLoadStore));

  uchar4 *host = (uchar4 *)malloc(W * H * sizeof(uchar4));
  for (int i = 0; i < W * H; ++i)
    host[i] = make_uchar4(i % 256, (i / W) % 256, 128, 255);
  CHECK(cudaMemcpy2DToArray(inArr, 0, 0, host, W * sizeof(uchar4),
                            W * sizeof(uchar4), H, cudaMemcpyHostToDevice));

  cudaResourceDesc resDesc;
  memset(&resDesc, 0, sizeof(resDesc));
  resDesc.resType = cudaResourceTypeArray;
  resDesc.res.array.array = inArr;

  cudaTextureDesc texDesc;
  memset(&texDesc, 0, sizeof(texDesc));
  texDesc.addressMode[0] = cudaAddressModeClamp;
  texDesc.addressMode[1] = cudaAddressModeClamp;
  texDesc.filterMode = cudaFilterModeLinear;
  texDesc.readMode = cudaReadModeNormalizedFloat;
  texDesc.normalizedCoords = 1;

  cudaTextureObject_t tex = 0;
  CHECK(cudaCreateTextureObject(&tex, &resDesc, &texDesc, NULL));

  cudaResourceDesc surfRes = {};
  surfRes.resType = cudaResourceTypeArray;
  surfRes.res.array.array = outArr;
  cudaSurfaceObject_t surf = 0;
  CHECK(cudaCreateSurfaceObject(&surf, &surfRes));

  dim3 block(16, 16);
  dim3 grid((W + block.x - 1) / block.x, (H + block.y - 1) / block.y);
  scaleImage<<<grid, block>>>(tex, surf, W, H, 1.5f);
  CHECK(cudaGetLastError());

  cudaTextureDesc pointDesc = {};
  pointDesc.filterMode = cudaFilterModePoint;
  pointDesc.readMode = cudaReadModeElementType;
  cudaTextureObject_t outTex;
  CHECK(cudaCreateTextureObject(&outTex, &surfRes, &pointDesc, nullptr));
  float *dSum;
  CHECK(cudaMalloc(&dSum, W * sizeof(float)));
  readBack<<<1, W>>>(outTex, dSum, W, H);
  CHECK(cudaDeviceSynchronize());

  CHECK(cudaDestroyTextureObject(tex));
  CHECK(cudaDestroyTextureObject(outTex));
  CHECK(cudaDestroySurfaceObject(surf));
  cudaFreeArray(inArr);
  cudaFreeArray(outArr);
  cudaFree(dSum);
  free(host);
  printf("done\n");
  return 0;
}
