__global__ void step(int *p);

void step(int *p) { p[0] = 0; }

int main()
{
    return 0;
}
