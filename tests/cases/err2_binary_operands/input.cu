// Binary operators on operands they do not take: class operands without
// operator functions (with the built-in candidates as notes), floating
// operands of integer operators, non-integer pointer offsets.
struct S { int v; };
void f(S a, S b, int i, float x, int *p) {
  (void)(a - b);
  (void)(a * b);
  (void)(a % b);
  (void)(a == b);
  (void)(a != b);
  (void)(a > b);
  (void)(a & b);
  (void)(a << b);
  (void)(a && b);
  (void)(a + i);
  (void)(i + a);
  (void)(x % i);
  (void)(i % x);
  (void)(x << 1);
  (void)(x & x);
  (void)(p - x);
  (void)(p + x);
  (void)(x - p);
}
