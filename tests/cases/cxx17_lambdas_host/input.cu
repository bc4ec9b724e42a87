template <typename F>
int apply_n(int n, F f)
{
    int s = 0;
    for (int i = 0; i < n; ++i) s += f(i);
    return s;
}

int main()
{
    int base = 3;
    auto sq = [](int x) { return x * x; };
    auto add = [base](int x) { return x + base; };
    auto acc = [&base](int x) mutable { base += x; return base; };
    auto gen = [=](auto x) { return x * base; };
    int r = apply_n(4, sq) + apply_n(2, add) + acc(1) + gen(2);
    return r > 0 ? 0 : 1;
}
