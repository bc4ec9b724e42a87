// Device code writes a floating constant expression as its value,
// computed in the type's own precision.
#define TWO_PI_PARTS 3.141592654f
constexpr float kScale = 0.5f;
constexpr int kCount = 5;
struct Limits { static constexpr float top = 1.5f; static const int n = 7; };
__global__ void fold(float *o, double *d, int *p, int n)
{
  const float c = 3.0f;
  const int m = 3;
  o[0] = n * (2.0f * TWO_PI_PARTS / n);
  o[1] = 2.0f * c + (1.0f / 3.0f);
  o[2] = -(2.0f + 1.5f) * o[3];
  o[3] = kScale * 4.0f + Limits::top;
  o[4] = Limits::n * 2.0f;
  o[5] = (float)m * 0.5f;
  o[6] = 1e30f * 1e30f;
  o[7] = -1e30f * 1e30f;
  o[8] = n ? 1.0f + 1.0f : +2.0f;
  o[9] = (float)(1.0 / 7.0);
  d[0] = 0.1 + 0.2;
  d[1] = (double)0.1f * 2;
  d[2] = 1e300 * 1e10;
  p[0] = (int)(2.5f * 2.0f);
  p[1] = 1.0f < 2.0f;
  p[2] = m * 2 + kCount * 2;
  p[3] = +3;
  if (0.5f > 0.25f) p[4] = 1;
}
