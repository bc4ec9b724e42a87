__global__ void k(const float &scale, float *out) { out[threadIdx.x] = scale; }

int main()
{
    return 0;
}
