// An explicit specialization's head keeps the arguments as written; the
// template's default arguments that supply the rest are not printed.
template <class T> struct is_whole { static const bool value = false; };
template <> struct is_whole<int> { static const bool value = true; };
template <class T, bool = is_whole<T>::value> struct widen { typedef double type; };
template <class T> struct widen<T, false> { };
template <> struct widen<long double> { typedef long double type; };
template <> struct widen<double> { typedef double type; };
template <> struct widen<float, false> { typedef float type; };
template <class T, class U = int, int N = 3> struct triple { int t; };
template <> struct triple<char> { int c; };
template <> struct triple<short, int> { int s; };
template <> struct triple<long, int, 3> { int l; };
template <> struct triple<long, int, 4> { int l4; };

widen<double>::type wd = 1.0;
widen<float>::type wf = 2.0f;
triple<char> tc;
triple<short> ts;
__global__ void k(int *o) { o[0] = 1; }
int main() { return (int)wd + tc.c + ts.s; }
