// A class derived from the type of a call (`decltype(probe<T>(0))`) whose
// return type is an alias template of a value-dependent argument.
template<class T, T v> struct constant { static constexpr T value = v; };
template<bool B> using bool_c = constant<bool, B>;
template<class T> bool_c<sizeof(T) == 4> probe(int);
template<class T> struct is_four : decltype(probe<T>(0)) {};
struct int_is_four : decltype(probe<int>(0)) {};
typedef decltype(probe<char>(0)) char_probe;
struct char_is_four : char_probe {};

static_assert(is_four<int>::value, "int");
static_assert(!is_four<char>::value, "char");
static_assert(int_is_four::value, "direct");
static_assert(!char_is_four::value, "typedef");

__global__ void kernel(int* out) { out[0] = is_four<float>::value; }
