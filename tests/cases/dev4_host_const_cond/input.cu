// In host code a conditional with a constant condition is folded: the
// operand not taken keeps nothing in device code (nor numbers __func__).
#include <cassert>
__host__ __device__ void hd_dead(int);
__host__ __device__ void hd_live(int);
__host__ __device__ void hd_other(int);
__global__ void k(const char **names)
{
    names[0] = __func__;
}
int main()
{
    assert(sizeof(int) == 4);
    (sizeof(long) > 1) ? hd_live(1) : hd_dead(2);
    int n = 3;
    (n > 1) ? hd_other(n) : (void)0;
    return 0;
}
