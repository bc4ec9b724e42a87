// Enumerator values of an enum with a fixed underlying type are written as
// literals of that type; computed ones as written.
typedef unsigned long long wide_t;
enum class Target : wide_t { t35 = 35, t37 = 37, t38, t40 = 1 + 39 };
enum Small : short { s3 = 3, s9 = 9 };
enum Unsigned : unsigned { u7 = 7, u6 = 2 * 3 };
enum Plain { p4 = 4, p8 = 1 << 3 };
enum class Signed : long { k5 = 5, km = -1, k0 };
enum class Bytes : unsigned char { b1 = 'a', b2 };
int use(Target t) { return (int)t + s9 + u7 + p8 + (int)Signed::k0 + (int)Bytes::b2; }
