#include "fuzz-self.h"
