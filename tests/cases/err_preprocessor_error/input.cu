#define VERSION 2

#if VERSION < 3
#error "VERSION must be at least 3"
#endif

int main()
{
    return VERSION;
}
