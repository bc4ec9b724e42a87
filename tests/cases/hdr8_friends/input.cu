// Friend declarations keep `friend`; friend templates keep their header; a
// friend defined in its class is written inline; in a friend of a class
// template the template's own name carries its parameters, while members
// write the current specialization as the bare name.
namespace seq {
class access;
template<class It> class backward;
template<class T> void reset(T &);
void trace(int);

template<class T, int N>
  struct ring
  {
    typedef ring<T, N> self_type;
    typedef ring self_alias;
    T items[N];
    int head;

    friend class access;
    friend void trace(int);
    template<class It> friend class backward;
    template<class U, int M> friend struct ring;
    template<class V> friend void reset(V &);

    friend bool operator==(const ring &a, const ring &b)
    { return a.head == b.head; }

    friend constexpr int capacity(const ring &) { return N; }

    ring<T, N> &self() { return *this; }
  };

struct plain
{
  int v;
  friend class access;
  friend void touch(plain &p) { p.v = 1; }
  template<class It> friend class backward;
};
}

int main()
{
  seq::ring<int, 4> a, b;
  a.head = b.head = 0;
  return (a == b) ? 1 : 0;
}
