void takec(char *p);
void takecv(const volatile char *p);
struct Base { int a; };
struct Derived : Base { int b; };
void tb(const Base *b);
void tvp(const void *p);
int main() {
  takec("lit");
  char *m = "hello";
  Derived d;
  tb(&d);
  const int ci = 3;
  tvp(&ci);
  takecv(m);
  return 0;
}
