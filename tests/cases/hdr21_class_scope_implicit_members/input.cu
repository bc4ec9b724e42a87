// A member defined outside its class template finds the members of the
// class's anonymous union and the enumerators of its unnamed enum by their
// plain names; an array bound inside the class is printed from its scope;
// a mutable member keeps `mutable`.
namespace text {
template<class C> struct small_str {
  enum { capacity = 15 / sizeof(C) };
  union { C local[capacity + 1]; unsigned long allocated; };
  void swap(small_str& s);
  unsigned long room() const { return capacity; }
};
template<class C> void small_str<C>::swap(small_str& s) {
  C tmp[capacity + 1];
  tmp[0] = local[0];
  s.local[0] = tmp[0];
  unsigned long c = allocated;
  s.allocated = c + (unsigned long)capacity;
}
struct words { enum { count = 8 }; int w[count]; mutable int uses; static const int n = 4; long v[n * 2]; };
}
__global__ void kern(float *out) { out[0] = 1.0f; }
