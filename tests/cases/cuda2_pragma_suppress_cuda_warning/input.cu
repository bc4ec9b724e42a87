double host_only(double x) { return x / 2.0; }

#pragma nv_diag_suppress 20011
__host__ __device__ double half(double x) { return host_only(x); }
#pragma nv_diag_default 20011

__host__ __device__ double quarter(double x) { return host_only(host_only(x)); }

int main()
{
    return (int)(half(4.0) + quarter(4.0));
}
