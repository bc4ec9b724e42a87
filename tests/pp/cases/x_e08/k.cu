#define X(a) a
X(
#include "h.h"
)
#pragma once
