// Operator functions called by name: `::operator new(n)`, `operator delete(p)`.
typedef unsigned long size_type;
void *operator new(size_type);
void operator delete(void *) noexcept;
void *operator new(size_type, void *p) noexcept;
struct V { int a; };
bool operator==(const V &, const V &);
void *grab(size_type n) { return ::operator new(n); }
void drop(void *p) { ::operator delete(p); }
template<typename _Tp>
struct pool {
  _Tp *allocate(size_type __n) { return static_cast<_Tp *>(::operator new(__n * sizeof(_Tp))); }
  void deallocate(_Tp *__p) { ::operator delete(__p); }
};
int use_pool() {
  pool<int> p;
  int *x = p.allocate(2);
  p.deallocate(x);
  return 0;
}
