// Qualified lookup in a namespace continues in the namespaces its
// using-directives nominate, for names declared after the directive too;
// a member of a dependent specialization of a template only declared yet
// is looked up at instantiation; a default template argument of an
// earlier declaration holds for the definition.
namespace grp { namespace v1 { struct First { int k; }; } using namespace v1; }
namespace grp { namespace v1 {
struct Base { __device__ void sync() const; int type; };
struct Block : Base { __device__ void sync() const {} };
template <class T> __device__ void sync(T const &g) { g.sync(); }
template <class T> __device__ int size(T const &g) { return g.type; }
__device__ void Base::sync() const {
  switch (type) { case 1: grp::sync(*static_cast<const Block *>(this)); break; }
  if (grp::size(*this) > 2) grp::sync(*this);
}
} using namespace v1; }
int host_size(const grp::Base &b) { grp::First f{b.type}; return f.k; }

template <class T, class P = int> struct span_of;
template <class To, class R, class P> To span_cast(const span_of<R, P> &d) { return To(d.count() + d.width); }
template <class T, class P> struct span_of { T count() const { return 0; } T width; };
double use(const span_of<int> &s) { return span_cast<double>(s); }
