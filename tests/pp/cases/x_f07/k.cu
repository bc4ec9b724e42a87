#define f(x, y) x ## y
#define g(x) #x
f(a b, c d)
f(1, .5) f(-, >) f(<, :) f(%, >) f(L, 'a') f(L, "s") f(u8, "s")
f(+, +) f(+, =) f(>>, =) f(x, 1)
g(f(a,b)) g( f (a ,b ) )
