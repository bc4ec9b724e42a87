__device__ int flag;

#pragma nv_diag_suppress device_var_read_in_host
int read_flag() { return flag; }
#pragma nv_diag_default device_var_read_in_host
int read_again() { return flag; }

int main()
{
    return read_flag() + read_again();
}
