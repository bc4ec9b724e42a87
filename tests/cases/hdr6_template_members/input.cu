namespace lib {
template<class A, class B> struct same_as { static const bool value = false; };
template<class A> struct same_as<A, A> { static const bool value = true; };
}

namespace ext {
template<class V>
  struct limits_of
  {
    static const V low = 0;
    static const bool signed_kind = !lib::same_as<V, unsigned>::value;
    static const int width = lib::same_as<V, char>::value ? 8 : 32;
  };

template<class V>
  const V limits_of<V>::low;

template<class V>
  const bool limits_of<V>::signed_kind;

template<unsigned N, class... Ts>
  struct packed { static const unsigned count = N; };

template<unsigned N, class... Ts>
  const unsigned packed<N, Ts...>::count;
}

int main() { return 0; }
