// Kernel template wrappers reopen nested namespaces one a line (inline ones
// written inline); a wrapper without parameters is `(void)`.
namespace a { namespace b {
template <class T> __global__ void k0() {}
template <class T> __global__ void k1(T x) {}
} }
namespace c { inline namespace v1 { namespace d {
template <class T> __global__ void k2() {}
} } }
int main() { a::b::k0<int><<<1,1>>>(); a::b::k1<int><<<1,1>>>(1); c::d::k2<float><<<1,1>>>(); return 0; }
