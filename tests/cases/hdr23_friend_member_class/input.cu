namespace std {
class locale {
public:
  class facet;
  class id;
  locale() throw();
  locale(const locale& other) throw();
private:
  class _Impl;
  _Impl* _M_impl;
};
class locale::facet {
  friend class locale;
  int _M_refcount;
};
class locale::id {
  friend class locale;
  mutable unsigned _M_index;
public:
  id() {}
  unsigned _M_id() const throw();
};
class locale::_Impl {
public:
  friend class locale;
  friend class locale::facet;
private:
  static const locale::id* const _S_id_ctype[];
  void _M_install_facet(const locale::id*, const locale::facet*);
};
}
class Matrix {
public:
  friend class Helper;
  friend void touch(Matrix&);
  int rows;
protected:
  friend class Other;
  int cols;
};
int main() { return 0; }
