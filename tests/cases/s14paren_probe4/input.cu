struct P {
  void* p;
  explicit operator bool() const { return p != 0; }
};
struct PI {
  void* p;
  operator bool() const { return p != 0; }
};
void use(const P&);
struct N {
  P m; PI mi;
  void f() const {
    if (m) use(m);
    if (mi) use(m);
    P l = m;
    if (l) use(l);
    bool b = mi;
    while (m) { }
  }
};
__global__ void k() {}
int main() { return 0; }
