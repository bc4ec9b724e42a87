__device__ int flag;

#pragma nv_diag_remark 20091
int read_flag() { return flag; }

int main()
{
    return read_flag();
}
