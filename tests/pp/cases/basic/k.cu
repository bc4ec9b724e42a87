#define A 1
int x = A;



int y;
  int z;	int w;
	tab;
/* comment */ int c1; /* multi
line */ int c2;
// line comment
int last // trailing
