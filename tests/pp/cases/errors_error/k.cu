int a;
#error hi there
int b;
#warning careful
