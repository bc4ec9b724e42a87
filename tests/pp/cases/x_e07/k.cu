#include_next <cuda_runtime.h>
#if __has_include_next(<cuda_runtime.h>)
yes
#endif
#include <a.h>
