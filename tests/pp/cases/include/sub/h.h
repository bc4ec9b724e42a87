#ifndef H
#define H
int h;
#endif
