template <class P, class I, bool B> __global__ void scan_kernel(I in) { if (B) in[0] = P::value; }
struct Policy { static const int value = 7; };

template <class P, class I, int Mode>
struct Dispatch {
  static constexpr decltype(&scan_kernel<P, I, Mode == 3>) kernel() { return &scan_kernel<P, I, Mode == 3>; }
  static void run(I in) { kernel()<<<1, 1>>>(in); }
};

int main() {
  Dispatch<Policy, int *, 3>::run(0);
  Dispatch<Policy, int *, 2>::run(0);
  return 0;
}
