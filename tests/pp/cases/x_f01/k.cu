#include "cuda_runtime.h"
#include <cuda_runtime.h>
#include "guard1.h"
#include "guard1.h"
#include "guard2.h"
#include "guard2.h"
#include "guard3.h"
#include "guard3.h"
#include "noguard.h"
#include "noguard.h"
#include "elseguard.h"
#include "elseguard.h"
__COUNTER__
#if 0
#include "nonexistent.h"
#endif
end
