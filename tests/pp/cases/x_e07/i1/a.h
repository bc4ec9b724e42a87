i1a
#include_next <a.h>
