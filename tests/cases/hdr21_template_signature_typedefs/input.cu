// A function template's signature names class specializations with the
// typedefs of non-dependent arguments resolved; its body keeps them.
typedef long len_t; typedef short sh_t;
template<class T1, class T2> struct pr { T1 a; T2 b; };
template<class T> pr<T*, len_t> ga(len_t n);
template<class T> void gf(pr<T, len_t> a, pr<T, len_t> *b);
template<class T> pr<pr<T, sh_t>, sh_t> ge();
struct Q { template<class U> pr<U, len_t> m3(); };
template<class T> struct S2 { template<class U> pr<U, sh_t> m5(); };
template<class T> struct S3 { pr<T, len_t> f; pr<T, len_t> g(); };
template<class T> pr<T*, len_t> gb(len_t n) { pr<T*, len_t> x; x.b = n; return x; }
int main() { return 0; }
