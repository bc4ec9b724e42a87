#pragma nv_diag_suppress declared_but_not_referenced
void f()
{
    int quiet;
}
#pragma nv_diag_warning set_but_not_used
void g()
{
    int s;
    s = 1;
}

int main()
{
    return 0;
}
