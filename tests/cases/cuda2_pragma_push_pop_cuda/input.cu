__device__ int flag;
__device__ float table[8];

#pragma nv_diagnostic push
#pragma nv_diag_suppress 20091
int read_flag() { return flag; }
#pragma nv_diagnostic pop

float read_table() { return table[0]; }

int main()
{
    return 0;
}
