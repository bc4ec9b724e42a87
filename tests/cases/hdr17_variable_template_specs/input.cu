// Partial and explicit specializations of variable templates keep their
// arguments; a template-id naming a variable template is kept as written.
template <class T> struct box { T v; };
template <class T> struct tag { };
template <bool B> struct bconst { static const bool value = B; };
template <typename>
  constexpr bool is_tag_v = false;
template <class T>
  constexpr bool is_tag_v<tag<T> > = true;
template <class T>
  using is_tag = bconst<is_tag_v<T> >;
template <class T> constexpr bool is_box_v = false;
template <class T> constexpr bool is_box_v<box<T> > = true;
template <class T> constexpr bool is_box_v<const box<T> >
   = true;
template <> constexpr bool is_box_v<int> = true;
template <class T, class U> struct two { };
template <class T> constexpr unsigned long width_v = 1;
template <class A, class B>
  constexpr unsigned long width_v<two<A, B> > = 2;
template <class T> struct checker { static const bool value = is_box_v<T> && !is_tag_v<T>; };
static_assert(is_box_v<box<int> >, "box");
static_assert(!is_box_v<char>, "char");
static_assert(is_box_v<int>, "int");
static_assert(width_v<two<int, char> > == 2, "two");
__global__ void k(int *o) { o[0] = 1; }
int main() { return (int)is_tag_v<tag<int> > + (int)width_v<two<int, int> > + checker<box<int> >::value; }
