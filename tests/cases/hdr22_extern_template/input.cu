// Explicit instantiation declarations (`extern template`), as the standard
// library headers write them after their templates: classes, function
// templates with written or deduced arguments, member templates named
// through a typedef, and an explicit specialization (no effect: nothing
// printed).
namespace ns {
template <typename T> class Alloc { public: T *allocate(unsigned long n, const void * = 0) { return 0; } };
extern template class Alloc<char>;
extern template class Alloc<wchar_t>;
template <typename C> struct Stream {
    typedef Stream<C> __stream_type;
    __stream_type &put(long v) { return *this; }
    template <typename V> __stream_type &_M_insert(V v) { return *this; }
    template <typename V> __stream_type &_M_extract(V &v) { return *this; }
};
template <typename C> Stream<C> &endl(Stream<C> &os);
template <typename C> Stream<C> &endl(Stream<C> &__other_name) { return __other_name; }
template <typename C> Stream<C> &operator<<(Stream<C> &out, const char *s) { return out; }
extern template class Stream<char>;
extern template Stream<char> &endl(Stream<char> &os);
extern template Stream<char> &operator<<(Stream<char> &, const char *);
typedef Stream<char> cstream;
extern template cstream &cstream::_M_insert(long);
extern template cstream &cstream::_M_extract(long &);
extern template Stream<char>::__stream_type &Stream<char>::_M_insert(double __v);
template <typename C> struct By { };
template <> struct By<char> { int x; };
extern template struct By<char>;
extern template struct By<int>;
template <typename F> bool has(const int &) throw();
template <typename F> bool has(const int &) throw() { return true; }
extern template bool has<int>(const int &);
extern
template
Stream<char> &
endl(Stream<char> &);
}
int main() { ns::Stream<char> s; ns::endl(s); return 0; }
