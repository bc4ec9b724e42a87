// Packs in function types (with C varargs after them, through pointers to
// members) and in a functional cast's argument list.
template <class T> struct traits;
template <class R, class... A> struct traits<R(A...)> { typedef R type; };
template <class R, class... A> struct traits<R(A......)> { typedef R type; };
template <class R, class... A> struct traits<R (*)(A...)> { typedef R type; };
template <class R, class C, class... A> struct traits<R (C::*)(A...)> { typedef C type; };
template <class R, class C, class... A> struct traits<R (C::*)(A......) const> { typedef C type; };
template <class... A> void push(A &&... a);
template <class... A> void fwd(A... a) { push(bool(a...)); }
int main() { return 0; }
