// Member line markers: a typedef is marked at its name; an access specifier
// before a member template declaration is on its `template` line; a member
// partial specialization starts at its `template` keyword.
template<class T> struct wrap { typedef T type; };
template<class T>
  struct twice
  {
    typedef typename
    wrap<typename wrap<T>::type>::type type;
    int f() { return 0; }
  private:
    template<typename A, int I, typename
             B, int J>
      twice(wrap<A>&, wrap<B>&,
            int);
  public:
    twice() { }
  };
class selector
{
protected:
  template<typename...> struct list { };

  template<typename H, typename... R>
    struct list<H, R...> : list<R...>
    { static constexpr int size = sizeof(H); };
};
int main() { twice<int> t; return t.f(); }
