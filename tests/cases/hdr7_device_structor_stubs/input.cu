// Device-only constructors and destructors get a host dummy body that frees
// a null pointer (other device functions exit), and keep their member
// initializers; a local class defined earlier on the line is not
// re-elaborated in the variable declaration that follows it.
struct Cell {
  int v;
  __device__ Cell() {}
  __device__ Cell(int a) : v(a) {}
  __device__ int get(int k) const { return v + k; }
  __device__ ~Cell() {}
};
template <typename T> __device__ T through_union(T x) {
  union Slot { T r; __device__ Slot() {} }; Slot s; s.r = x; return s.r;
}
template <typename T> __device__ T through_struct(T x) {
  struct Box { T r; }; Box b; b.r = x; return b.r;
}
struct Pair { int a, b; }; Pair global_pair; union Either { int i; float f; } either_one;
