#define F(x) { x }
void f() {
  F(
#pragma unroll
    for(;;) {}
  )
  int after;
}
