// Member templates written inside partial and explicit specializations keep
// their own template header in the .int.c.
namespace algo {
template<bool Fast, class Tag>
  struct stepper
  {
    template<class It>
      static It advance(It it) { return it + 1; }
  };

template<class Tag>
  struct stepper<true, Tag>
  {
    template<class It, class Out>
      static Out
      run(It first, It last, Out out)
      {
        for (; first != last; ++first)
          *out++ = *first;
        return out;
      }

    template<class A, class B>
      static constexpr bool
      compatible()
      { return sizeof(A) == sizeof(B); }
  };

template<unsigned I> struct slot;

template<>
  struct slot<1u>
  {
    template<class A, class B>
      static constexpr B &
      pick(A &, B &b) noexcept
      { return b; }
  };
}

struct tag { };

int main()
{
  int src[3] = {1, 2, 3}, dst[3];
  int *end = algo::stepper<true, tag>::run(src, src + 3, dst);
  int a = 0;
  return (end - dst) + algo::slot<1u>::pick(a, dst[0]) + (algo::stepper<true, tag>::compatible<int, float>() ? 0 : 1);
}
