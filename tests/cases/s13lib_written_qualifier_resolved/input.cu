// In a template body, a call of a function chosen where the template is
// written (not overloaded, not a template) keeps its qualifier as written,
// enclosing namespaces included; a function template, chosen at
// instantiation, is named relative to the enclosing namespace.
namespace lib {
struct Hasher { static unsigned mix(const void *p, unsigned n) { return n; } };
inline unsigned scale(const void *p, unsigned n) { return n * 2u; }
namespace impl {
struct Folder { static unsigned fold(const void *p) { return 3u; } };
inline unsigned step(const void *p) { return 4u; }
template <class T> unsigned generic(const T *p) { return sizeof(T); }
}

template <class T> unsigned digest(const T &v) {
  unsigned h = lib::Hasher::mix(&v, sizeof(T));
  h += lib::impl::Folder::fold(&v) + lib::impl::step(&v) + lib::scale(&v, 2u);
  h += impl::Folder::fold(&v) + lib::impl::generic(&v);
  return h;
}

namespace impl {
template <class T> unsigned inner(const T &v) {
  return lib::Hasher::mix(&v, 1u) + lib::impl::Folder::fold(&v) + impl::step(&v) + lib::impl::generic(&v);
}
}
}

int main() { return (int)(lib::digest(5) + lib::impl::inner(1.0)); }
