#pragma nv_diag_remark 177
void f()
{
    int unused;
}

int main()
{
    return 0;
}
