__global__ void __cluster_dims__(2, 1, 1) clustered(float *p) { p[threadIdx.x] = 0; }

int main()
{
    float *p;
    cudaMalloc((void **)&p, 256 * sizeof(float));
    clustered<<<2, 128>>>(p);
    return 0;
}
