#include <cstdio>
struct input_tag {};
struct forward_tag : input_tag {};
struct bidir_tag : forward_tag {};
struct random_tag : bidir_tag {};

template <class It> int advance_impl(It, input_tag) { return 1; }
template <class It> int advance_impl(It, forward_tag) { return 2; }
template <class It> int advance_impl(It, bidir_tag) { return 3; }

int by_ref(const input_tag &) { return 10; }
int by_ref(const forward_tag &) { return 20; }

int by_ptr(input_tag *) { return 100; }
int by_ptr(forward_tag *) { return 200; }

__device__ int dev_pick(input_tag) { return 1; }
__device__ int dev_pick(bidir_tag) { return 3; }

__global__ void k(int *out) { out[threadIdx.x] = dev_pick(random_tag()); }

int main() {
  random_tag r;
  int a = advance_impl(0, r);
  int b = by_ref(random_tag());
  int c = by_ptr(&r);
  int d = advance_impl((int *)0, forward_tag());
  int *o = 0;
  k<<<1, 1>>>(o);
  printf("%d %d %d %d\n", a, b, c, d);
  return 0;
}
