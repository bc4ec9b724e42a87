#define NV(x) __VA_ARGS__ x
#define A1(...) __VA_ARGS__
#define A2(a, ...) a, __VA_ARGS__
A1(1, (2, 3), 4) A2(x) A2(x,) A2(x, y, z)
#define PR(fmt, ...) pr(fmt, ##__VA_ARGS__)
PR("a") PR("a", ) PR("a", 1)
#define M0() zero
M0() M0( ) M0(/**/)
