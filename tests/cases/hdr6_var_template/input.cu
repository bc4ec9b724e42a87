template<class T> struct trait_of { static const bool value = true; typedef T type; };
template<class T, T v> struct constant_of { static constexpr T value = v; };

template<class T> struct sizes {
    static const bool is_set = trait_of<T>::value;
    static const int pick = sizeof(T) > 4 ? 1 : 2;
    static const int plain = 3;
    static const int bytes = sizeof(T);
    static const bool negated = !trait_of<T>::value;
    static const int plus_one = (int)sizeof(T) + 1;
};

template<class T> T scaled(T x) { int y = sizeof(T); bool z = trait_of<T>::value; T w = x; return w + y + z; }

template<class T> constexpr bool flag_v = trait_of<T>::value;
template<class T> constexpr int three_v = 3;
template<class T> constexpr int size_plus_v = sizeof(T) + 1;
template<class... Ts>
  inline constexpr bool all_v = true;
template<class T>
  constexpr inline bool
  split_v = trait_of<T>::value;

int main() { return scaled(1); }
