constexpr int N = 5;
constexpr float PI = 3.25f;
constexpr bool B = true;
const int CN = 7;
template <typename T> constexpr T tv = T(2.5);
template <typename T> constexpr bool tb = sizeof(T) == 4;
struct S { static constexpr int sm = 9; static constexpr float sf = 1.5f; };
__device__ int gi(int x) { return x; }
__device__ float gf(float x) { return x; }
__global__ void k(int *o, float *f)
{
    int a = N;
    float b = PI;
    if (B) o[0] = a;
    if (tb<float>) o[1] = CN;
    f[0] = b + tv<float>;
    f[1] = tv<float>;
    f[2] = gf(PI) + gf(tv<float>) + S::sf;
    o[2] = gi(N) + gi(CN) + S::sm + gi(S::sm);
    o[3] = tb<double> ? 1 : 2;
    o[4] = tv<int>;
}
