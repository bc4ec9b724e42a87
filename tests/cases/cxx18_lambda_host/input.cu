#include <cstdio>
template <typename F>
int apply_twice(F f, int v) { return f(f(v)); }
int main()
{
    int base = 3;
    auto add = [base](int x) { return x + base; };
    auto mul = [&](int x) { base++; return x * base; };
    auto gen = [](auto a, auto b) { return a + b; };
    auto noarg = [] { return 42; };
    int counter = 0;
    auto mut = [counter]() mutable { return ++counter; };
    int r = apply_twice(add, 1) + mul(2) + gen(1, 2) + (int)gen(1.5, 2.5) + noarg() + mut();
    auto ret = [](int x) -> long { return x; };
    printf("%d %ld\n", r, ret(5));
    return 0;
}
