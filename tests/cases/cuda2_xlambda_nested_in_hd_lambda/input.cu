int main()
{
    auto outer = [] __host__ __device__(int x) {
        auto inner = [] __device__(int y) { return y + 1; };
        return x;
    };
    return outer(0);
}
