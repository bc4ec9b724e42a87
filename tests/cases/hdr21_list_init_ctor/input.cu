// A class object initialized by a braced list in host code calls its
// initializer-list constructor; std::initializer_list's members are
// implicitly __host__ __device__, so the ones reached are device code too
// (its private constructor, size, begin, end).
typedef unsigned long size_t;
namespace std {
template<class E> class initializer_list {
    const E *_M_array;
    size_t _M_len;
    constexpr initializer_list(const E *a, size_t l) : _M_array(a), _M_len(l) {}
public:
    constexpr initializer_list() noexcept : _M_array(0), _M_len(0) {}
    constexpr size_t size() const noexcept { return _M_len; }
    constexpr const E *begin() const noexcept { return _M_array; }
    constexpr const E *end() const noexcept { return begin() + size(); }
};
}
struct Bag {
    int total;
    Bag(std::initializer_list<int> l) : total(0) { for (const int *p = l.begin(); p != l.end(); ++p) total += *p; }
};
struct Pair {
    int a, b;
    Pair(int x, int y) : a(x), b(y) {}
};
int main()
{
    Bag bag{1, 2, 3};
    Pair p{4, 5};
    return bag.total + p.a;
}
__global__ void k(int *p) { *p = 1; }
