void f()
{
    int a;
}
#pragma nv_diagnostic push
#pragma nv_diag_suppress 177
void g()
{
    int b;
}
#pragma nv_diagnostic push
#pragma nv_diag_error 177
void h()
{
    int c;
}
#pragma nv_diagnostic pop
void i()
{
    int d;
}
#pragma nv_diagnostic pop
void j()
{
    int e;
}

int main()
{
    return 0;
}
