// A class template specialization named through a typedef before the
// template is defined, then used for copy-initialization from a pointer.
template<class C> class Text;
typedef Text<char> text;
template<class C> class Text {
public:
  Text(const C* s) : p(s) {}
  int first() const { return p[0]; }
private:
  const C* p;
};
extern template class Text<char>;
text x = "a";
text y("b");
int use() { return y.first() + x.first(); }
