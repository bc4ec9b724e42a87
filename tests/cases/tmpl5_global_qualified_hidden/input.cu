// `::lib::meta::id<T>` inside a namespace that has its own `lib`: the
// leading :: names the global one.
namespace lib { namespace meta {
template <class T> struct id { typedef T type; };
template <bool B, class T, class F> struct pick_if { typedef F type; };
template <class T, class F> struct pick_if<true, T, F> { typedef T type; };
} }

namespace app {
namespace lib { struct unrelated {}; }
template <class T> struct traits {
  typedef T diff;
  typedef typename ::lib::meta::pick_if<false, int, ::lib::meta::id<diff>>::type::type size;
  typedef typename ::lib::meta::id<T>::type same;
};
}

__device__ app::traits<short>::size dev_size;

int main() {
  app::traits<long>::size s = 3;
  app::traits<int>::same v = 4;
  return (int)s + v;
}
