__global__ void __maxnreg__(-4) k(float *p) { p[0] = 0; }

int main()
{
    return 0;
}
