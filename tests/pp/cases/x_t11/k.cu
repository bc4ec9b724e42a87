#define f(x) x
f
#define g f
g
int z = f
