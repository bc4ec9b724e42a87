// Placement new of a dependent type in a template body is kept as
// written (`::new ((void *)p) T(args...)`).
inline void *operator new(unsigned long, void *p) noexcept { return p; }
inline void operator delete(void *, void *) noexcept { }
template <class T> T &&fwd(T &x) { return static_cast<T &&>(x); }
template <class T, class... Args> void construct_at(T *p, Args &... args)
{
    ::new ((void *)p) T(fwd<Args>(args)...);
}
template <class T> void construct_default(T *p)
{
    ::new (static_cast<void *>(p)) T;
}
struct pt { int x, y; pt() : x(0), y(0) { } pt(int a, int b) : x(a), y(b) { } };
__global__ void kern(int *o) { o[0] = 1; }
int main()
{
    pt buf;
    int a = 1, b = 2;
    construct_at(&buf, a, b);
    construct_default(&buf);
    return buf.x;
}
