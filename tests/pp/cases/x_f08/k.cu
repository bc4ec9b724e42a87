#include "sub/a.h"
#include "./sub/b.h"
int k;
