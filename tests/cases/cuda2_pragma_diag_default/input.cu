#pragma nv_diag_suppress 177
void f()
{
    int quiet;
}
#pragma nv_diag_default 177
void g()
{
    int loud;
}

int main()
{
    return 0;
}
