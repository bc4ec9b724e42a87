#ifndef NG
#define NG
int ng;
#endif
int after;
