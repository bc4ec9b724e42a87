// Namespace-scope using-declarations and directives, as libstdc++'s
// <cstdlib>/<cmath> write them (`using ::abs;`, `using std::abs;`).
namespace N { int f(int); int g; typedef int T; struct B { int h(); }; namespace In { int z; } }
int g0;
typedef struct { int q; } div_t;
void (*fp1)();
void (*fp2)(void);
namespace std {
using ::g0;
using ::div_t;
int abs(int);
}
using std::div_t;
using std::abs;
namespace M {
using ::g0;
using N::f;
using ::N::g;
using N::T;
using N::B;
using namespace N::In;
namespace A = N;
}
using namespace N;
using M::f;
int main() { return 0; }
