#pragma nv_diagnostic push
#pragma nv_diag_suppress 177
void f()
{
    int quiet;
}
#pragma nv_diagnostic pop
void g()
{
    int loud;
}

int main()
{
    return 0;
}
