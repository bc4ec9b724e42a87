// Members of an inline namespace are found from the enclosing namespace
// while the inline namespace is still being defined (N::f inside it).
namespace lib {
struct fwd_tag {};
struct rand_tag : fwd_tag {};
template <class T> rand_tag category(T) { return rand_tag(); }
inline namespace v2 {
template <class T> T spin(T a, fwd_tag) { return a; }
template <class T> T spin(T a, rand_tag) { return a + 1; }
template <class T> T turn(T x) { return lib::spin(x, lib::category(x)); }
struct Box { int v; };
inline Box make(int v) { return lib::Box{v}; }
}
int use() { return turn(3) + make(4).v; }
}
int main() { return lib::turn(1) + lib::use() + lib::v2::make(2).v; }
