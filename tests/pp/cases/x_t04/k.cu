int x = 1;
#define Y 2
int y = Y;