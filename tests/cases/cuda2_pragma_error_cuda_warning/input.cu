#pragma nv_diag_error 20011
double host_only(double x) { return x / 2.0; }

__host__ __device__ double half(double x) { return host_only(x); }

int main()
{
    return (int)half(4.0);
}
