int main()
{
    auto outer = [](auto x) {
        auto inner = [] __device__(int y) { return y + 1; };
        return x;
    };
    return outer(0);
}
