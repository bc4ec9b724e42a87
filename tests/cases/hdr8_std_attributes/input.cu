// Standard attributes written among a function's specifiers are kept in
// front of it; on a line of their own after a template header they start
// that line, and the name on a later line gets its own marker.
namespace num {
template<class T>
  [[__nodiscard__]]
  constexpr T &&
  pass(T &t) noexcept
  { return static_cast<T &&>(t); }

template<class T> [[nodiscard]] constexpr bool positive(T v) { return v > 0; }

template<class T>
  struct cell
  {
    T v;

    [[__nodiscard__]] constexpr T
    get() const noexcept
    { return v; }

    [[__gnu__::__const__, __nodiscard__]]
    static constexpr int
    width() noexcept
    { return sizeof(T) * 8; }

    template<class U>
      [[nodiscard]] U
      as(U scale) const
      { return U(v) * scale; }
  };

[[nodiscard]] inline int twice(int x) { return 2 * x; }

[[deprecated("use twice")]]
inline int
double_it([[maybe_unused]] int x, int y)
{ return y + y; }
}

int main()
{
  num::cell<int> c{3};
  return num::twice(c.get()) + num::positive(c.as(2L)) + num::cell<int>::width();
}
