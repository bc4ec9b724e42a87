struct Params { int n; float scale; };

__device__ float apply(const __grid_constant__ Params p, float x) { return x * p.scale; }

int main()
{
    return 0;
}
