#include <stddef.h>

bool yes = true;
bool no = false;
int *np = nullptr;
void *vnp = NULL;
char *zero_ptr = 0;

int check(const int *p, bool flag)
{
    if (p == nullptr)
        return flag ? 1 : 0;
    return !flag;
}

int main()
{
    bool b = yes && !no;
    int x = b + true;
    return check(nullptr, b) + check(&x, false) + (np == vnp);
}
