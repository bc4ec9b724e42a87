// A using-declaration `using ::std::X;` inside a namespace that is itself
// named `std` (as libcu++'s cuda::std does) starts from the file scope.
namespace std {
template <class E> class initializer_list {
  const E *b;
  unsigned long n;
public:
  constexpr initializer_list() noexcept : b(0), n(0) {}
  constexpr const E *begin() const noexcept { return b; }
  constexpr unsigned long size() const noexcept { return n; }
};
}
namespace cuda { namespace std { inline namespace v1 {
using ::std::initializer_list;
template <class T> class span {
public:
  using value_type = T;
  constexpr explicit span(initializer_list<value_type> il) noexcept : data_{il.begin()}, size_{il.size()} {}
  constexpr unsigned long size() const noexcept { return size_; }
private:
  const T *data_;
  unsigned long size_;
};
inline unsigned long count(initializer_list<int> l) { return l.size(); }
}}}

__global__ void k(int *out) { out[0] = 1; }

int main()
{
  ::std::initializer_list<int> il;
  cuda::std::span<int> s(il);
  int *d = nullptr;
  k<<<1, 1>>>(d);
  return (int)s.size() + (int)cuda::std::count(::std::initializer_list<int>());
}
