// An enumerator initialized from template parameters is value-dependent:
// a template argument naming it is printed as written, and the member
// named through that specialization is a dependent type.
template<bool B> struct pick { typedef int type; };
template<> struct pick<true> { typedef long type; };
template<typename A, typename B> struct wider {
  enum { value = sizeof(A) > sizeof(B) };
  typedef typename pick<value>::type type;
};
wider<double, char>::type x = 1;
int main() { return (int)x; }
