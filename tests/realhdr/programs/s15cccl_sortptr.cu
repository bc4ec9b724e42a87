#include <thrust/sort.h>
#include <thrust/execution_policy.h>

void run(int *p, int n) {
  thrust::sort(thrust::device, p, p + n);
}
