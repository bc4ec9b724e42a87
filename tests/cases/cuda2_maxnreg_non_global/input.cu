__device__ __maxnreg__(32) float helper(float x) { return x; }

int main()
{
    return 0;
}
