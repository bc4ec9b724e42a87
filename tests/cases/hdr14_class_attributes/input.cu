// Class heads: GNU attributes after the closing brace stay there, standard
// attributes follow the class key (marked at their line), and the head is
// marked at the class name; template parameters on later lines of their
// list get their own markers.
namespace q {
template<class T> struct base { static const bool flag = true; };
template<class T>
  struct old_one
  : public base<T>
  { } __attribute__ ((__deprecated__ ("use " "new" " instead")));
struct old_plain { int a; } __attribute__((__deprecated__));
template<typename T>
  struct
  [[__deprecated__]]
  lit_type
  : public base<T>
  {
  };
#define NOTHING
template<typename T>
  struct
  NOTHING
  pod_type
  : public base<T>
  {
  };
struct
  NOTHING
  plain_type
{
  int z;
};
struct [[deprecated]] iter { int x; };
template<typename T, typename
         U = T, typename
         = void, int
         = 3>
  using alias_t = T;
template<typename T, typename
         U = T>
  constexpr int var_t = 1;
}
int main() { q::plain_type p; p.z = 1; return p.z; }
