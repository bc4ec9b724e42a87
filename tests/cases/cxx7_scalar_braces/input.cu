// Braces around a scalar initializer: one level is accepted with a
// warning, a second level is an error.
int a[2] = {{1}, 2};
struct P { int x; float y; };
P p = {{1}, {{2.0f}}};
int main() { return a[0]; }
