#define 123
#define
#define defined
#define and 1
#define F(a,a) a
#define G(a b) a
#define H(a
#define S(x) #y
#define P(x) ## x
#undef
#include
#include nothing
#line x
#foo
# 
#!
