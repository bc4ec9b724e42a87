// A function template declared static and declared again: EDG writes the
// later declarations without `static`; plain functions keep it.
template <typename T> static inline __device__ int f(T *p);
template <class T> static inline __host__ int f(T *p) { return 1; }
template <class T> static inline int h(T *p) { return 2; }
static inline int g(int);
static inline int g(int x) { return x; }
template <class T> static int k(T);
template <class T> static int k(T t) { return 3; }
int main() { int a = 0; return f(&a) + h(&a) + g(1) + k(2); }
