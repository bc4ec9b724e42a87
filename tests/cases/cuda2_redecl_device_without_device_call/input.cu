__device__ int twice(int x);

int twice(int x) { return x + x; }

int main()
{
    return twice(0);
}
