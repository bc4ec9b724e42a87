__global__ int counter;

int main()
{
    return 0;
}
