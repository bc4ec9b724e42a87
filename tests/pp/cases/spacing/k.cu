#define E
#define P +
#define M -
#define ID(x) x
a E b
+P -M P+ M- ID(+)+ ID(-)- -ID(-)
x ID(y) ID(x)ID(y) ID(1)ID(2) 1 ID(.)2
#define CALL(f) f(1)
CALL(ID) CALL( ID )
#define NOTHING()
a NOTHING() b
a NOTHING()b
#define HASH #
#define DH # ## #
HASH define x
a HASH b
HASH
ID(#) DH
. ID(.) ID(.). ..ID(.)
<ID(<)ID(=) ID(&)& ID(|)| ID(/)/ ID(/)* ID(:): ID(-)> ID(%):
x ID("s") ID(L)"s" ID(1)x 1ID(e)
int ID(-)-1;
#define PARENS ()
ID PARENS
