// Names qualified through more than one dependent scope (`P::Active::A`)
// in expressions: in a kernel's launch bounds, a body, a local enum.
namespace lib {
namespace detail { struct ident {}; }
namespace detail::sort {
template <class T> struct Share {
  int offset;
  template <int N> __device__ void init() { offset = N; }
};

template <typename P, bool ALT, typename K, typename D = detail::ident>
__launch_bounds__(int((ALT) ? int(P::Active::Alt::THREADS) : int(P::Active::Up::THREADS)))
__global__ void upsweep(const K *keys, int, Share<int> share, D d = {})
{
  using Up = typename P::Active::Up;
  enum
  {
    TILE = Up::THREADS * P::Active::Up::ITEMS
  };
  share.template init<TILE>();
}

template <typename P, typename O>
__launch_bounds__(int(P::Active::Up::THREADS), 1)
__global__ void scan(O *spine, int n)
{
  int b = P::Active::Up::ITEMS + (int)P::template Pick<1>::VALUE;
  if (n > b) spine[0] = O(P::Active::Up::ITEMS);
}
}
}

struct Policy {
  struct Active {
    struct Up { enum { THREADS = 128, ITEMS = 4 }; };
    struct Alt { enum { THREADS = 64 }; };
  };
  template <int N> struct Pick { static const int VALUE = N; };
};

int main() {
  lib::detail::sort::Share<int> s{0};
  lib::detail::sort::upsweep<Policy, true, int><<<1, 1>>>(nullptr, 0, s);
  lib::detail::sort::scan<Policy, int><<<1, 1>>>(nullptr, 4);
  return 0;
}
