#define LINE __LINE__
#define F(x) x
int a = F(__LINE__
);
int b = F(
LINE);
int c = __LINE__; F(
F(__LINE__))
