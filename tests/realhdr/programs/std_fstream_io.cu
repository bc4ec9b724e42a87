#include <fstream>
#include <iostream>
#include <vector>

__global__ void negate(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = -x[i];
}

int main(int argc, char **argv) {
  std::vector<float> data;
  std::ifstream in(argc > 1 ? argv[1] : "input.txt");
  float v;
  while (in >> v) data.push_back(v);
  if (data.empty()) data.assign(16, 1.0f);
  float *d;
  cudaMalloc(&d, data.size() * sizeof(float));
  cudaMemcpy(d, data.data(), data.size() * sizeof(float), cudaMemcpyHostToDevice);
  negate<<<1, 256>>>(d, (int)data.size());
  cudaMemcpy(data.data(), d, data.size() * sizeof(float), cudaMemcpyDeviceToHost);
  std::ofstream out("output.txt");
  for (float x : data) out << x << "\n";
  cudaFree(d);
  return 0;
}
