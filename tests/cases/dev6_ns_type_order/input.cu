// Types and member functions in nested namespaces and nested classes:
// cicc writes a namespace's nested namespaces before its own types, a
// class's nested types before the class, and a typedef after the typedef
// it names; a namespace's own functions come after its classes' member
// functions and its nested namespaces.
struct Top { struct Inner { int x; }; int v; };
namespace geo {
__device__ int first(int x) { return x + 1; }
struct Pt { int v; struct Tag { int w; __device__ int get() const { return w; } }; __device__ int get() const { return v; } };
typedef unsigned long count_t;
namespace detail {
typedef count_t small_t;
struct Cell { int v; __device__ int get() const { return v; } };
__device__ int cell(Cell c) { return c.get(); }
}
struct Box { Pt lo; detail::Cell c; __device__ int get() const { return lo.get() + c.get(); } };
__device__ int second(Pt p) { return p.get(); }
}
struct Later { int v; __device__ int get() const { return v; } };
namespace geo {
typedef int word;
}

__global__ void k(int *o, Top t, Top::Inner ti, geo::Pt p, geo::Pt::Tag g, geo::Box b, Later l, geo::detail::small_t n, geo::word w) {
  o[0] = t.v + ti.x + p.get() + g.get() + b.get() + l.get() + (int)n + w + geo::first(1) + geo::second(p) + geo::detail::cell(b.c);
}

int main() { return 0; }
