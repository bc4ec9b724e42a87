int incdec(int *arr, int n)
{
    int i = 0;
    int a = i++;
    int b = ++i;
    int c = i--;
    int d = --i;
    arr[i++] = 5;
    arr[++i] = 6;
    int *p = arr;
    p++;
    ++p;
    --p;
    p--;
    float f = 1.5f;
    f++;
    --f;
    char ch = 'a';
    ch++;
    (*p)++;
    ++*p;
    return a + b + c + d + *p + (int)f + ch + n;
}
