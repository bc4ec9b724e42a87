__managed__ int m;

int main()
{
    decltype(m) copy = 0;
    return copy;
}
