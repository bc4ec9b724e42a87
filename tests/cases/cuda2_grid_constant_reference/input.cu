struct Params { int n; float scale; };

__global__ void k(const __grid_constant__ Params &p, float *out) { out[threadIdx.x] = p.scale; }

int main()
{
    return 0;
}
