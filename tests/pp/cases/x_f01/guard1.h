/* leading comment */
#if !defined(G1)
#define G1
int g1;
#endif /* trailing */

