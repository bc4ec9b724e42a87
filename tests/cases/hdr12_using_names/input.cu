namespace M { float ff(float x) { return x; } double ff(double x) { return x; } int gv; 
  float one(float x) { return x; } }
using M::ff;
using M::one;
using M::gv;
namespace U { float uu(float x) { return x; } }
using namespace U;
float t(float x) { return ff(x) + ff(1.0) + one(x) + gv + uu(x); }
float t2(float x) { return M::ff(x); }
template<class T> T th(T x) { return ff(x) + one(x); }
__global__ void k(float *p) { p[0] = 1.0f; }
