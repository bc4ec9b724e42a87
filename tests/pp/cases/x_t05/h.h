int a;











int b;
#define M 5
