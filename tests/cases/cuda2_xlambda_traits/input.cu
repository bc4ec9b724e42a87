#include <cstdio>

int main()
{
    auto d = [] __device__(int i) { return i; };
    auto hd = [] __host__ __device__(int i) { return i; };
    auto h = [](int i) { return i; };
    printf("%d %d %d\n", (int)__nv_is_extended_device_lambda_closure_type(decltype(d)),
           (int)__nv_is_extended_host_device_lambda_closure_type(decltype(hd)),
           (int)__nv_is_extended_device_lambda_closure_type(decltype(h)));
    return 0;
}
