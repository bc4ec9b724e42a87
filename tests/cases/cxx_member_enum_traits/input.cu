// Traits in the style of libstdc++: enumerators of an unnamed member enum
// used through the class (and a class template specialization), and an
// `__extension__ template<>` specialization.
template <typename T> struct is_integer { enum { value = 0 }; };
template <> struct is_integer<int> { enum { value = 1 }; };
__extension__ template <> struct is_integer<__int128> { enum { value = 1 }; };

struct Limits { enum { bits = 32, bytes = bits / 8 }; };

__global__ void k(int *out) {
  out[0] = Limits::bits + is_integer<int>::value;
}

int main() {
  int *d = 0;
  k<<<1, 1>>>(d);
  return is_integer<int>::value + is_integer<char>::value + Limits::bytes - 5;
}
