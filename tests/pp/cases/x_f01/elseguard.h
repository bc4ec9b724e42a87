#ifndef EG
#define EG
int eg;
#else
int eg2;
#endif
