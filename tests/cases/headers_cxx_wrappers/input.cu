#include <cstdint>
#include <cstddef>
#include <cassert>
#include <climits>
#include <cfloat>
#include <ctime>
#include <cstdio>

__global__ void pack(std::uint32_t *out, const std::uint8_t *in, std::size_t n)
{
    std::size_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = (std::uint32_t)in[i] << 24 | (std::uint32_t)in[i];
}

int main()
{
    std::clock_t start = std::clock();
    assert(INT_MAX > 0);
    std::int64_t big = INT64_MAX;
    std::printf("%ld %f %ld\n", (long)big, (double)FLT_MAX, (long)(std::clock() - start));
    return 0;
}
