#define F(a, b) a b
F(1,









  2) next
/* a long
comment
spanning
more
than
eight
lines
here
*/ after_comment
x



















y
