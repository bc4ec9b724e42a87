// In a class template an overloaded member function called on *this is
// chosen at instantiation: `this->f()` and `f()` stay as written (a single
// candidate is bound: `this->one()` is written `one()`), member
// initializers included. Unqualified, the implicit object is as const as the
// calling function.
template<class T> struct holder { T* p; holder(T* q, int) : p(q) { } holder(T* q) : p(q) { } };
template<class T> struct seq {
  holder<T> h;
  T* data();
  const T* data() const;
  void data(T*);
  int end();
  int end() const;
  int one() const;
  seq() : h(data()) { }
  seq(int n) : h(data(), n) { }
  int a() { return this->end() + this->one(); }
  const T* b() const { return this->data(); }
  T* c() { return this->data() + 1; }
  int d() { return end(); }
  int e() const { return end(); }
};
struct plain {
  int end();
  int end() const;
  int f() { return end(); }
  int g() const { return end(); }
};
__global__ void kern(float *out) { out[0] = 1.0f; }
