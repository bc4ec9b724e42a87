x = a+++++b;
y = a- -b;
#define NEG -
z = -NEG 1; w = NEG-1; v = - NEG NEG 1;
#define PLUS +
u = +PLUS 1; t = x PLUS+ y;
#define DOT .
#define ONE 1
s = 1 DOT ONE; r = DOT ONE; q = ONE DOT;
#define LT <
#define COLON :
p = LT LT LT= COLON COLON LT COLON;
#define AMP &
o = AMP AMP AMP=;
#define E e
#define NUM 1
n = NUM E NUM+NUM;
#define HASH2 # #
HASH2
#define SL /
m = SL SL SL* SL=;
