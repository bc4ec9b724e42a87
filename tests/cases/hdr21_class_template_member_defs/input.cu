// A class template's constructor and destructor defined outside the class;
// adjacent string literals in a static_assert message.
template<class F, class T> struct TB { typedef T *pointer; pointer b; long l; TB(F s, long n); ~TB(); };
template<class F, class T> TB<F, T>::TB(F s, long n) : b(0), l(n) { }
template<class F, class T> TB<F, T>::~TB() { }
template<class T> void sa() { static_assert(sizeof(T) > 0, "first part"
   " second part"); }
int main() { TB<int, float> t(1, 2); sa<int>(); return (int)t.l; }
