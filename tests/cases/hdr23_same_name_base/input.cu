// A base class template named like the derived class (thrust's
// cuda_cub::execution_policy deriving from thrust::execution_policy): inside
// the derived class the simple name finds its own injected-class-name, so
// the base is written qualified.
namespace lib { inline namespace v2 {
template <class Derived> struct execution_policy {
  int id() const { return 1; }
};
namespace backend {
template <class Derived> struct execution_policy : lib::execution_policy<Derived> {
  int twice() const { return 2 * this->id(); }
};
struct tag : execution_policy<tag> {};
}
}}

__global__ void k(int *out) { out[0] = 3; }

int main()
{
  lib::backend::tag t;
  int *d = nullptr;
  k<<<1, 1>>>(d);
  return t.twice();
}
