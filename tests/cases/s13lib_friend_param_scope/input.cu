// Friend routines declared in a class: their parameter types are named from
// no open scope but the class itself, so namespace members are qualified
// (`lib::Tag< int> `, `lib::Box::Inner`), the class keeps its own name,
// the return type and the body are printed as usual.
namespace lib {
template <class T> struct Tag {};
struct Plain {};
typedef int Count;

namespace detail { struct Helper {}; }

struct Box {
  struct Inner {};
  typedef long Size;
  friend Count weigh(const Box &, Tag<int>, Plain, detail::Helper);
  friend Inner open(Inner, Size);
  template <class U> friend bool same(const Box &, Tag<U>);
  friend Count fill(Box &b, Plain p) { Plain q = p; Count c = 0; return c; }
  struct Lid {
    friend void close(Lid, Inner, Box, Plain);
  };
};

template <class T> struct Holder {
  struct Slot {};
  template <class U> friend bool operator==(const Holder &, const Holder<U> &) { return true; }
  friend void swap(Holder &, Holder<T> &, Slot, Tag<T>) {}
};
}

template <class T> struct Dist {
  struct param {
    T lo;
    friend bool operator==(const param &a, const param &b) { return true; }
  };
};

template <class T> struct Outer {
  template <class U> friend bool operator!=(const Outer &, const Outer<U> &) { return false; }
};

int main() {
  lib::Holder<int> a, b;
  lib::Box box;
  return (a == b) ? fill(box, lib::Plain()) : 1;
}
