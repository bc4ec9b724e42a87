// Operators overloaded for an enumeration are chosen over the builtin ones
// (libstdc++'s ios_base flags); sizeof...(pack) in a template.
enum fmtflags { f_dec = 1, f_hex = 2, f_end = 1 << 16 };

inline constexpr fmtflags operator|(fmtflags a, fmtflags b) { return fmtflags(static_cast<int>(a) | static_cast<int>(b)); }
inline constexpr fmtflags operator&(fmtflags a, fmtflags b) { return fmtflags(static_cast<int>(a) & static_cast<int>(b)); }
inline constexpr fmtflags operator~(fmtflags a) { return fmtflags(~static_cast<int>(a)); }
inline const fmtflags &operator|=(fmtflags &a, fmtflags b) { return a = a | b; }

template <typename... Ts> struct count {
  static_assert(sizeof...(Ts) != 0, "at least one type");
  static const unsigned long value = sizeof...(Ts);
};

__global__ void k(int *out) { out[0] = 3; }

int main() {
  fmtflags f = f_dec;
  f |= f_hex;
  fmtflags g = f & ~f_dec;
  int plain = f_dec + f_hex;
  return (int)g + plain + (int)count<int, char>::value;
}
