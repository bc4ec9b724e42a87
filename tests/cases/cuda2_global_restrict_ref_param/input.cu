__global__ void k(int &__restrict__ r) { r = 0; }

int main()
{
    return 0;
}
