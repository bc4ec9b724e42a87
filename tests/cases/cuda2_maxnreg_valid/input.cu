__global__ void __maxnreg__(32) light(float *p) { p[threadIdx.x] *= 2.0f; }

template <int R>
__global__ void __maxnreg__(R) tuned(float *p) { p[threadIdx.x] += 1.0f; }

int main()
{
    float *p;
    cudaMalloc((void **)&p, 256 * sizeof(float));
    light<<<1, 256>>>(p);
    tuned<64><<<1, 256>>>(p);
    return 0;
}
