#define f(x) x f
f(1)(2)
#define g f
g(3)(4)
#define AA BB
#define BB AA
AA BB
#define id(x) x
id(id)(5)
id(f)(6)
#define obj id
obj(7) obj (8) obj
(9)
#define paren (
id paren 10)
#define lparen id(
lparen 11)
#define x x y
x
#define q(a) a q(a)
q(1)
#define h() H
h() h ( ) h
