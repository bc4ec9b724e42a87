namespace ns {
class L {
public:
  class facet;
  class id;
private:
  class _Impl;
  static const int _S_size = 6;
  _Impl* _M_impl;
public:
  L();
};
class L::facet {
  friend class L;
  int _M_refcount;
protected:
  explicit facet(int r = 0) : _M_refcount(r) {}
  virtual ~facet();
  facet(const facet&) = delete;
  facet& operator=(const facet&) = delete;
  const facet* shim(const id*) const;
};
class L::id {
  friend class L;
  mutable int _M_index;
  void operator=(const id&);
  id(const id&);
public:
  id() {}
  int _M_id() const { return _M_index; }
};
class L::_Impl {
  friend class L;
  int _M_refcount;
  static const id* const _S_id_ctype[];
  const facet** _M_facets;
  _Impl(const _Impl&, int);
  bool check() { bool r = true; for (int i = 0; r && i < _S_size - 1; ++i) r = false; return r; }
  void _M_install_facet(const id*, const facet*);
};
template<class C> class O {
public:
  typedef O<C> __ostream_type;
  class sentry;
  friend class sentry;
  __ostream_type& put(C c);
  bool good() const { return true; }
};
template<class C> class O<C>::sentry {
  bool _M_ok;
  O& _M_os;
public:
  explicit sentry(O& os);
  ~sentry() { if (_M_ok) _M_ok = false; }
  explicit operator bool() const { return _M_ok; }
};
template<class C> O<C>::sentry::sentry(O& os) : _M_ok(false), _M_os(os) { if (os.good()) _M_ok = true; }
template<class C> typename O<C>::__ostream_type& O<C>::put(C c) { sentry s(*this); (void)c; return *this; }
}
int main() { ns::O<char> o; o.put('a'); return 0; }
