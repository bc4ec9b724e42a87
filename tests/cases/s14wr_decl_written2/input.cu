auto decl_only(int a) -> long;
void plain(int n) {
  int __attribute__((__unused__)) k = n;
  static int __attribute__((__unused__)) s = 2;
}
struct S {
  auto m(int a) -> int;
  int n(int a);
  static int __attribute__((__unused__)) sm;
};
auto S::n(int a) -> int { return a; }
int S::m(int a) { return a; }
template <typename T> struct W {
  static int __attribute__((__unused__)) sm;
  auto m(int a) -> T;
};
void f2(int a,
        [[maybe_unused]] int b) {}
int main() { return 0; }
