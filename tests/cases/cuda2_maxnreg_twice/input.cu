__global__ void __maxnreg__(32) __maxnreg__(64) k(float *p) { p[0] = 0; }

int main()
{
    return 0;
}
