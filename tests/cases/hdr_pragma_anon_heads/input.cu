// Pragmas inside namespaces on the line after the current one need no line
// marker; unnamed classes are positioned at their brace (glibc's div_t).
typedef struct
  {
    int quot;
    int rem;
  } div_t;
namespace A {
#pragma GCC visibility push(default)
inline int f() { return 1; }
#pragma GCC visibility pop
}
namespace B {
int g();
#pragma GCC visibility push(default)
int h();

#pragma GCC visibility pop

}
struct S {
  union
  {
    int a;
    float b;
  } u;
  struct
  {
    int c;
  };
};
int main() { return 0; }
