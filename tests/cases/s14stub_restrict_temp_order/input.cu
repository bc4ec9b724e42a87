// cicc numbers a kernel's stub temporaries (one per __restrict__ pointer
// parameter) in the same sequence as the device code's temporaries.
__device__ unsigned bump(unsigned *p, unsigned v) { unsigned o = *p; *p += v; return o; }
__device__ void d1(unsigned *b, int i) { bump(&b[i], i + 1u); }
__global__ void k1(unsigned *__restrict__ a, const unsigned *__restrict__ b, int i);
__device__ void d2(unsigned *b, int i) { bump(&b[i], i + 2u); }
__global__ void k2(unsigned *__restrict__ a, int i) { bump(&a[i], i + 3u); }
__global__ void k1(unsigned *__restrict__ a, const unsigned *__restrict__ b, int i) { bump(&a[i], b[i] + 4u); }
__device__ void d3(unsigned *b, int i) { bump(&b[i], i + 5u); }
template <typename T>
__global__ void k3(T *__restrict__ a, int i) { bump(&a[i], i + 6u); }
__device__ void d4(unsigned *b, int i) { bump(&b[i], i + 7u); }
void host(unsigned *a, const unsigned *b) {
    k1<<<1, 1>>>(a, b, 0);
    k2<<<1, 1>>>(a, 0);
    k3<<<1, 1>>>(a, 0);
}
