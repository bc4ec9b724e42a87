// Class template specializations take their place among the classes of
// their template's scope where they are first named (types and member
// functions alike); an explicit specialization where it is declared. A
// template name seen before is a substitution in a mangled name (S2_IsE).
struct A { int v; __device__ int get() const { return v; } };
template <typename T> struct Box { T v; __device__ T get() const { return v; } __device__ T twice() const { return v + v; } };
__device__ int h(Box<int> b) { return b.twice(); }
struct C { int v; __device__ int get() const { return v; } };
template <> struct Box<float> { float v; __device__ float get() const { return v * 2.0f; } };
namespace ns {
template <typename T> struct D { T v; __device__ T get() const { return v; } };
struct E { int v; __device__ int get() const { return v; } };
__device__ int g(D<int> d) { return d.get(); }
}
__global__ void k(int *o, A a, C c, Box<float> bf, Box<short> bs, ns::D<char> d, ns::E e, Box<int> bi, ns::D<int> di) {
  o[0] = a.get() + c.get() + (int)bf.get() + bs.get() + d.get() + e.get() + h(bi) + ns::g(di);
}

int main() { return 0; }
