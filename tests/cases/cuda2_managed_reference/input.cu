int backing;
__managed__ int &ref = backing;

int main()
{
    return 0;
}
