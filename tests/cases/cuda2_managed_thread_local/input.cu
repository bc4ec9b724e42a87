thread_local __managed__ int counter;

int main()
{
    return 0;
}
