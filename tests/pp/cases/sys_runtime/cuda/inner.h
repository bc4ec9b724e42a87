#ifndef INNER
#define INNER
static inline int inner(void) { return 1; }
#endif
