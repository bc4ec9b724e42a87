inline __managed__ int counter = 0;

int main()
{
    return counter;
}
