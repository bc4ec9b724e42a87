__global__ void __maxnreg__(0) k(float *p) { p[0] = 0; }

int main()
{
    return 0;
}
