// In a class nested in a class template, a member type of the enclosing
// template is qualified (typename X<T>::name) when the nested class has a
// dependent base (the name could be the base's); without one it is not.
template<typename T> struct alloc { };
template<typename T> struct rebind { typedef alloc<T> other; };
template<typename T> struct vbase {
  typedef T t1;
  typedef alloc<T> t2;
  typedef typename rebind<T>::other t3;
  typedef int t4;
  typedef T* t5;
  typedef alloc<int> t6;
  struct data { };
  enum E { e0 };
  struct impl {
    t1 f1(t1 x);
    t2 f2(t2 x);
    t3 f3(t3 x);
    t4 f4(t4 x);
    t5 f5(t5 x);
    t6 f6(t6 x);
    data f7(data x);
    E f8(E x);
    t1 m1; t2 m2; t3 m3; t4 m4; t5 m5; t6 m6; data m7; E m8;
  };
};
int main() { return 0; }
template<typename T> struct vb2 {
  typedef T t1;
  typedef alloc<T> t2;
  typedef typename rebind<T>::other t3;
  typedef int t4;
  typedef alloc<int> t6;
  struct data { };
  enum E { e0 };
  struct impl : t3 {
    t1 f1(t1 x);
    t2 f2(t2 x);
    t3 f3(t3 x);
    t4 f4(t4 x);
    t6 f6(t6 x);
    data f7(data x);
    E f8(E x);
    t1 m1; t2 m2; t3 m3; t4 m4; t6 m6; data m7; E m8;
  };
  struct impl2 : t2 { t1 f1(t1 x); t4 f4(t4 x); data f7(data x); };
};
