#include <does_not_exist.h>

int main()
{
    return 0;
}
