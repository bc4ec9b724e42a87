// Linkage blocks are re-emitted as written: nested, extern "C++" ones,
// empty ones, and direct specifications that change the linkage.
extern "C" {
int a1(int);
extern "C" {
int a2(int);
}
int a3(int);
extern "C++" {
int b1(int);
template <class T> T b2(T x) { return x; }
}
extern "C++" int b3(int);
int a4(int);
}
extern "C" {
}
extern "C++" {
int c1(int);
}
extern "C" {
#if 0
int z;
#endif
}
namespace N {
extern "C" {
int d1(int);
}
}
extern "C++" int t1(int);
extern "C" int t2(int);
extern "C" { extern "C" int t3(int); extern "C++" int t4(int); }
int main() { return a1(1) + b2(2); }
