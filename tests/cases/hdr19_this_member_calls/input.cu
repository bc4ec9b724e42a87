// A member function called on *this: in a class template EDG binds
// `this->f()` to the implicit object and writes `f()` (a static member or a
// field keeps `this->`); outside templates it writes the implicit object,
// `this->g()`, also where the source did not. A member found only in a
// dependent base stays dependent (parenthesized as an argument).
template<class T> struct base { struct span { T *lo; T *hi; } sp; int tally(); };
template<class T> struct box : base<T> {
  int x;
  int f() const { return 1; }
  static int s() { return 2; }
  int g() { return this->f() + this->x + this->s(); }
  int h();
  int k(int a, int b);
};
template<class T> int box<T>::h() { return this->f() + this->x + this->tally(); }
template<class T> int box<T>::k(int a, int b) { return k(this->sp.lo - this->sp.hi, a) + h(); }
struct plain {
  typedef int num;
  int x;
  int f() const { return 1; }
  static int s();
  int g() { return this->f() + this->x + f() + x; }
  num k(num n);
};
plain::num plain::k(num n) { return f() + s() + n; }
__global__ void kern(int *out) { out[0] = 1; }
int main() { return 0; }
