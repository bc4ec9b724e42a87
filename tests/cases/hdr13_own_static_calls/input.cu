// A static member function of a class template called inside the template
// (bound where written) is printed as `(f)()`, without its qualifier.
template<class R> struct Box {
  static int count();
  static int pick(int);
  static int pick(long);
  int size() const;
  template<class T> static int conv(T);
  template<class T> static int make();
  typedef decltype(count()) count_type;
  decltype(count()) next();
  template<class T, class = decltype(conv<T>(count()))> static int test(int);
  template<class T, class = decltype(Box::count())> static int test2(int);
  int all() const { return size() + count() + pick(1) + conv(1) + conv<int>(1) + make<int>(); }
  static int dep(R r) { return pick(r) + conv(r) + Box<R>::count() + Box::count(); }
  struct Inner { int get() { return count(); } };
};
template<class R> struct Derived : Box<R> {
  int get() { return Box<R>::count(); }
};
struct Plain {
  static int count();
  template<class T, class = decltype(count())> static int test(int);
};
template<class R> int outside() { return Box<R>::count() + Box<int>::count(); }
template<class T, class = decltype(Plain::count())> int check(int);
__global__ void kern(float *out) { out[0] = 1.0f; }
