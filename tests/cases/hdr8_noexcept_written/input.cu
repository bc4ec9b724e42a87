// The noexcept operator in a template keeps its (dependent) operand as
// written, parenthesized unless it is a name or a call; the function's
// parameters are in scope in its noexcept specification.
namespace fx {
template<class T>
  struct wrapper
  {
    T value;

    void swap(wrapper &other) noexcept(noexcept(value.swap(other.value)))
    { value.swap(other.value); }

    constexpr T
    get() const noexcept(noexcept(T()))
    { return value; }
  };

template<class T>
  inline void
  swap(wrapper<T> &a, wrapper<T> &b) noexcept(noexcept(a.swap(b)))
  { a.swap(b); }

template<class T>
  constexpr bool nothrow_copy(const T &t)
  { return noexcept(T(t)) && noexcept(t); }

template<class T>
  constexpr bool nothrow_ops(T a, T *p)
  { return noexcept(a + a) || noexcept(p[0]) || noexcept(-a) || noexcept(T{}); }
}

struct item { void swap(item &) { } };

int main()
{
  fx::wrapper<item> a, b;
  fx::swap(a, b);
  return fx::nothrow_copy(1) ? 0 : 1;
}
