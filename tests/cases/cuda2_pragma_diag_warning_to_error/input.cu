#pragma nv_diag_error 177
void f()
{
    int unused;
}

int main()
{
    return 0;
}
