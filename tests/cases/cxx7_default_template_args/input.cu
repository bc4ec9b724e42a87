template <class T = int, int N = 3> struct X { T v[N]; };
X<> a;
X<float> b;
X<float, 3> c;
X<char, 3> d;
X<char> e;
int main() { X<> l; X<double, 3> m; X<double> n; return 0; }
