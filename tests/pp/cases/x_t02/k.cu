#define A(x) B(x) + B(x)
#define B(x) (x*2)
#define C A
int v = C(C(1));
int w = A(
  A(2)
  );
   A (3)   A(4)A(5)
