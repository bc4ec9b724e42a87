int a;


#include "g.h"
#include "sub/h.h"
#include "sub/h.h"
int b;











#include "g.h"
int c;
#include "sub/n.h"
#include <cuda_runtime.h>
#define HDR "g.h"
#include HDR
#define ANG <g2.h>
#include ANG
int end;
