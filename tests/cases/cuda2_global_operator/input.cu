struct Tag {};
__global__ void operator+(Tag, Tag) {}

int main()
{
    return 0;
}
