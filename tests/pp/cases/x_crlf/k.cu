#define A 1
int x = A;
#define F(a) \
  a+1
int y = F(2);
