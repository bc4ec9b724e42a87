#include "fuzz-twice.h"
#include "fuzz-twice.h"
