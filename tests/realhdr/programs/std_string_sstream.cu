#include <string>
#include <sstream>
#include <iostream>
#include <iomanip>

__global__ void touch(int *x) { x[threadIdx.x] = threadIdx.x; }

std::string describe(int dev) {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, dev);
  std::ostringstream os;
  os << "Device " << dev << ": " << prop.name << " (" << std::fixed << std::setprecision(1)
     << prop.totalGlobalMem / 1048576.0 << " MB)";
  return os.str();
}

int main() {
  int *d;
  cudaMalloc(&d, 32 * sizeof(int));
  touch<<<1, 32>>>(d);
  std::cout << describe(0) << std::endl;
  std::string s = std::to_string(42) + " done";
  std::cerr << s << '\n';
  cudaFree(d);
  return 0;
}
