#define F(a,b) a+b
#define G F
int x = F(1,
          2)       + 3;
int y = G
       (1,2);
int z = G
     ;
    int w = G     q;
  F(
  1,2) F(3,
4)
       last;
#define EMPTY
#define H(x) [x]
H() H( ) H(EMPTY) H( a  b ) H((a,b)) H(  - ) -H(-)
#define CAT(a,b) a##b
#define XCAT(a,b) CAT(a,b)
CAT(x,y) CAT(,y) CAT(x,) CAT(,) XCAT(A_,__LINE__) CAT(1,2) CAT(+,+) CAT(<,<=)
#define STR(x) #x
#define XSTR(x) STR(x)
STR(hello) STR( a  +  b ) STR("q\n" 'c') XSTR(F(1,2)) STR() STR(  x  /* c */ y )
STR(\) STR(a\b) STR(L"x")
