#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <cstdio>
#include <cstdlib>

int main() {
  thrust::host_vector<int> h(1000);
  for (size_t i = 0; i < h.size(); ++i) h[i] = rand() % 1000;
  thrust::device_vector<int> d = h;
  thrust::sort(d.begin(), d.end());
  h = d;
  printf("%d %d\n", (int)h[0], (int)h[999]);
  return 0;
}
