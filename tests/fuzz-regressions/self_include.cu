#include "fuzz-self.h"
int s;
