#include "b.h"
int a;
