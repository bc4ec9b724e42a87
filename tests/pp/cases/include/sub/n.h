#include "h.h"
#include "o.h"
#include "o.h"
int n;
