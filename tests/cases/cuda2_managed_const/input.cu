__managed__ const int limit = 10;

int main()
{
    return 0;
}
