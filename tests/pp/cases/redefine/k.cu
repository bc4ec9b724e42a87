#define A 1
#define A 1
#define A  1
#define A 2
A
#undef A
#define B(x) x
#define B(y) y
B(1)
