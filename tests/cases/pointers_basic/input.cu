#include <stddef.h>

int sum_array(const int *p, int n)
{
    int s = 0;
    const int *end = p + n;
    while (p < end)
        s += *p++;
    return s;
}

void swap(int *a, int *b)
{
    int t = *a;
    *a = *b;
    *b = t;
}

int main()
{
    int values[4] = {4, 3, 2, 1};
    int *p = values;
    int **pp = &p;
    void *vp = p;
    int *back = (int *)vp;
    ptrdiff_t d = &values[3] - &values[0];
    swap(&values[0], &values[3]);
    (*pp)[1] = 10;
    *(p + 2) = 20;
    if (p != NULL && back == p)
        return sum_array(values, 4) + (int)d;
    int *null_ptr = 0;
    return null_ptr == nullptr;
}
