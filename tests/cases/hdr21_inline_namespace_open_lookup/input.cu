// Qualified names through an enclosing namespace find members of an
// inline namespace while it is still open.
struct ft { static constexpr bool value = false; };
struct tt { static constexpr bool value = true; };
namespace ps { namespace ex { inline namespace v1 {
class sp { };
template <class T> struct iep : ft { };
template <> struct iep<ps::ex::sp> : tt { };
template <class T> constexpr bool iep_v = ps::ex::iep<T>::value;
} } }
namespace N { inline namespace V {
template<class I> I rot(I a, I b, int) { return a; }
template<class I> I r(I a) { return N::rot(a, a, 0); }
} }
int main() { return N::r(1); }
