// `auto` in a condition's declaration takes the initializer's type (in a
// template too, where it stays written as `auto`).
struct node { void again() const; int v; };
template<class E> void rethrow_if(const E* p) {
  if (auto n = dynamic_cast<const node*>(p)) n->again();
}
int first(node* p) {
  if (auto q = p) return q->v;
  return 0;
}
__global__ void kern(float *out) { out[0] = 1.0f; }
