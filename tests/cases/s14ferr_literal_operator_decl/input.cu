// Literal operators declared (`operator""_x`, with or without a space
// before the suffix) and called by name.
typedef unsigned long size_t;
struct text { const char* p; size_t n; };
namespace units {
inline namespace literals {
constexpr text operator""_t(const char* s, size_t n) noexcept { return text{s, n}; }
constexpr unsigned long long operator"" _k(unsigned long long v) { return v * 1000; }
}
}
using namespace units;
unsigned long long thousand() { return operator""_k(1); }

__global__ void kernel(int* out) { out[0] = 2; }
