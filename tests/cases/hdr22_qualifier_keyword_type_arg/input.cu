// A member named through a class template specialization whose argument is
// a type of several keywords (`long double`, `unsigned long`): the
// qualifier is printed as written, one space between the keywords.
namespace gx {
template <typename T> struct traits_base { static const int digits = sizeof(T) * 8; };
template <typename T> struct traits : traits_base<T> { };
}
inline int width_ld() { return gx::traits<long double>::digits; }
inline unsigned long rot(unsigned long v) { return v >> (gx::traits<unsigned long>::digits - 7); }
int main() { return width_ld() + (int)rot(5ul); }
