__device__ constexpr int warp_size() { return 32; }

int main()
{
    int n = warp_size() * 4;
    return n - 128;
}
