// Constants in template bodies: an enumerator converted to a dependent
// type, a base's static constant named through a derived specialization.
enum { chunk = 7 };
template<class D> D stepper(D n) { D s = chunk; return s + n; }
template<class V> struct lim { static const V mx = 100; };
template<class V> struct lim2 : lim<V> { };
template<class T> long cap() { const long c = lim2<long>::mx / sizeof(T); return c; }
int main() { return 0; }
