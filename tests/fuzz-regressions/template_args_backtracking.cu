template <int N> int us(int *p) { return p[0]; }
int g(int *in) { return us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(us<4(in)))))))))))))))))))))))))))))))))))))))); }
