i2a
#if __has_include_next(<a.h>)
more
#endif
#include_next <a.h>
