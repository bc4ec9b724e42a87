__managed__ __shared__ int both;

int main()
{
    return 0;
}
