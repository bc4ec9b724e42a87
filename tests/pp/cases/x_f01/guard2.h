#if !defined G2
#define G2
int g2;
#endif
