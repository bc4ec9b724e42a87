// A class template instance: its members see the type arguments as first
// written (typedef sugar kept), and it stands where the template is
// defined (not where it was forward-declared).
typedef float F;
template<class T, int N> struct tr;
template<class T, int N> struct tr { typedef T Type[N]; typedef T value_type; value_type first; };
template<class T, int N> struct arr { typedef T value_type; typedef tr<T, N> AT; typename AT::Type e; typename AT::value_type f; };
__global__ void k(arr<F, 3> *p) { p->e[0] = 1; }
