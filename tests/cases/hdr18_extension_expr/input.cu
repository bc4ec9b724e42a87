// `__extension__` before an expression (glibc's assert passes
// `__extension__ __PRETTY_FUNCTION__`).
extern "C" void report(const char *, const char *, int, const char *);
#define check(e) ((e) ? (void)0 : report(#e, __FILE__, __LINE__, __extension__ __PRETTY_FUNCTION__))
int f(int v)
{
    check(v > 0);
    long long w = __extension__ 3LL;
    int s = __extension__ ({ int t = v; t + 1; });
    return (int)w + s + __extension__ (v * 2);
}
template <class T> T g(T v)
{
    check(v != 0);
    return __extension__ v;
}
__global__ void kern(int *o) { o[0] = 1; }
int main() { return f(1) + g(2); }
