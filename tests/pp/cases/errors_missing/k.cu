int a;
#include "nothere.h"
int b;
