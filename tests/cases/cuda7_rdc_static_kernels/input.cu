__global__ void visible(float *out) { out[threadIdx.x] = 1.0f; }

static __global__ void hidden(float *out) { out[threadIdx.x] = 2.0f; }

static __global__ void never_launched(int *p) { p[0] = 0; }

static __device__ float twice(float x) { return 2.0f * x; }

static __global__ void uses_helper(float *out, float v) { out[0] = twice(v); }

int main()
{
    float *d = 0;
    visible<<<1, 32>>>(d);
    hidden<<<1, 32>>>(d);
    uses_helper<<<1, 1>>>(d, 3.0f);
    return 0;
}
