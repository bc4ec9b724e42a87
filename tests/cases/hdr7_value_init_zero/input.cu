// `T()` written with type keywords is EDG's zero of the type, `((T)0)`;
// through a typedef name, an enum or a class it stays `T()`.
typedef int Int;
enum Color { red, green };
struct Box { int v; };
char zc() { return char(); }
bool zb() { return bool(); }
float zf() { return float(); }
unsigned zu() { return unsigned(); }
wchar_t zw() { return wchar_t(); }
Int zi() { return Int(); }
Color zcol() { return Color(); }
Box zbox() { return Box(); }
int sum(int a) { return a + int(); }
void defaults(int x = int(), char y = char()) {}
int local() { int v = int(); v = int(); return v; }
template <typename T> T tz() { return T(); }
template <typename T> int tfixed() { return int(); }
struct lim { static constexpr char low() { return char(); } };
