FOO BAR BAZ
#ifdef QUX
qux
#endif
#include <extra.h>
