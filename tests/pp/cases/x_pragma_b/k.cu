#define F(x) { x }
#define U _Pragma("unroll")
void f() {
  F( U for(;;) {} )
  F(_Pragma("unroll 2") for(;;) {})
  int after;
}
