// Using-declarations in classes and blocks are kept where written (a class
// qualifier printed as its type); a member of a dependent base named
// through one stays as written. An access specifier before a static_assert
// goes to the next member; one before a member template is written at
// the member's name line.
namespace q {
template<class T> struct base { static const bool flag = true; int get() const { return 1; } };
template<class T>
  struct derived
  : public q::base<T>
  {
    using q::base<T>::flag;

    enum { width = flag ? sizeof(T) * 8 : 0 };
  };
struct plain_base { int v; int get() const { return v; } };
struct plain : plain_base {
  using plain_base::get;
  int w;
};
template<typename T>
  inline void swap_it(T& a, T& b)
  {
    using q::swap_it;
    T t = a; a = b; b = t;
  }
template<int N, typename... Ts>
  struct storage
  {
  private:
    static_assert(sizeof...(Ts) != 0, "need one");

    using first = int;
  public:
    static const int n = N;
  };
template<class T>
  struct holder
  {
    T v;
  public:



    template<typename U>
      static constexpr U*
      to_pointer(U* p)
      { return p; }
  private:
    template<typename U>
      static constexpr U*
      to_pointer2(U* p)
      { return p; }
  };
}
int main() { q::plain p; p.w = 0; int a = 1, b = 2; q::swap_it(a, b); return p.get() + q::derived<int>::width; }
