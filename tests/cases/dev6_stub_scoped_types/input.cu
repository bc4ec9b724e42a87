// The stub file names types the host cannot write at file scope through
// typedefs of their device names: classes, enums and typedefs in a
// namespace or class. A class keeps the space of its omitted keyword; a
// typedef of an arithmetic type names that type, others the typedef.
namespace geo {
typedef int word;
struct P { int v; struct In { int w; }; };
enum Mode { A, B };
typedef P PT;
typedef int *intp;
}
typedef geo::P TopP;
struct Q { int v; };

__global__ void k(int *o, geo::word w, geo::Mode m, TopP tp, geo::PT pt, const geo::P *pp, Q q, geo::P::In in, geo::intp ip) {
  o[0] = w + m + tp.v + pt.v + pp->v + q.v + in.w + *ip;
}

int main() { return 0; }
