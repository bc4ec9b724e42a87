#include "fuzz-twice.h"
int t;
