// A constant assigned where a truth value is tested (187), and a non-void
// function whose end is reachable (940); constructors and main are not.
int f(int i, int j) {
  if (i = 3) return 1;
  if (i = j) return 2;
  while (i = 0) {}
  int r = (i = 6) ? 1 : 2;
  do {} while (j = 1);
  return r + i;
}
int g(int a) {
  if (a) return 1;
}
int h(int a) {
  if (a) return 1; else return 2;
}
struct S { S() {} int v() { return 1; } };
int main() { S s; return f(1, 2) + g(0) + h(1) + s.v(); }
