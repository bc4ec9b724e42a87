// A block-scope alias of an alias template specialization, as the scope of
// a dependent name in a template argument.
template<class T> struct rr { typedef T type; };
template<class T> struct rr<T&> { typedef T type; };
template<class T> using rr_t = typename rr<T>::type;
template<class A, class B> struct ct { typedef A type; };
template<class A, class B> using ct_t = typename ct<A, B>::type;
template<class G, class S> void uu() { using Gen = rr_t<G>; using uc = ct_t<typename Gen::result_type, S>; typedef typename Gen::result_type r2; }
int main() { return 0; }
