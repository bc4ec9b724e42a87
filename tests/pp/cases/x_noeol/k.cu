#define X 1
int x = X; /* c */