// Alias template specializations named in device code: a kernel
// parameter, a local variable, a cast, a typedef of one, and one nested
// in another's argument.
template <typename T> using ptr = T *;
template <typename T> using same = T;
template <typename T> struct pair { T a, b; };
template <typename T> using twin = pair<T>;
typedef ptr<float> fptr;
__global__ void k(ptr<int> out, fptr f, same<unsigned> n) {
  same<int> v = (same<int>)n;
  twin<ptr<int> > t;
  t.a = out;
  t.b = (ptr<int>)f;
  out[0] = v + *t.b;
}
