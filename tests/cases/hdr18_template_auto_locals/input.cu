// In a template's body `auto` is written as such where the initializer
// (or the range) is dependent.
template <class It, class F> int walk(It first, It last, F f)
{
    auto n = last - first;
    const auto k = f(n);
    int total = 0;
    for (auto &x : *first)
        total += x;
    for (auto i = n; i > 0; --i)
        total += k;
    auto plain = 2;
    return total + plain;
}
struct row {
    int v[2];
    int *begin() { return v; }
    int *end() { return v + 2; }
};
int twice(long n) { return (int)n * 2; }
__global__ void kern(int *o) { o[0] = 1; }
int main() { row r[2] = {{{1, 2}}, {{3, 4}}}; return walk(r, r + 2, twice); }
