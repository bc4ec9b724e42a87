__device__ float table[64];

int main()
{
    float *p = &table[0];
    return p == 0;
}
