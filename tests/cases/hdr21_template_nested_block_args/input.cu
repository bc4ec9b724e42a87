// Inside a function template's body, blocks below the outermost one name
// class specializations with non-dependent typedef arguments resolved.
typedef long t1; typedef long t2;
template<class T1, class T2> struct pr { T1 a; T2 b; pr(T1 x, T2 y) : a(x), b(y) {} };
template<class T> pr<T*, t1> ga(t1 n) { T* p = 0; if (n) { pr<T*, t1> y(p, n); return y; } while (n) return pr<T*, t1>(p, n); return pr<T*, t1>(p, 0); }
template<class T> int gb(t2 n) { T* p = 0; pr<T*, t2> z(p, n); if (n) { pr<T*, t2>(p, n); return 1; } return (int)z.b; }
int main() { return 0; }
