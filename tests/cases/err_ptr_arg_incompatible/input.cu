void take(void **p);
void takec(char *p);
struct A { int x; };
struct B { int y; };
void takea(A *a);

int main() {
  float *d;
  take(&d);
  int i = 0;
  takec(&i);
  B b;
  takea(&b);
  const char *s = "x";
  takec(s);
  return 0;
}
