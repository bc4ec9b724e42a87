// A template template parameter (with a pack) on a later line of the
// template parameter list: its line marker goes before the whole parameter.
template <class D, class V,
          template <class...> class Op, class... A>
struct det { typedef D type; };
template <class D,
          template <class, class...> class Op,
          class... A>
struct det2 { typedef D type; };
int main() { return 0; }
