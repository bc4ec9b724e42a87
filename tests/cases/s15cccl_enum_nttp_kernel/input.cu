namespace ns {
enum class SortOrder { Ascending, Descending };
template <class P, SortOrder O, class T> __global__ void k(T *p) {}
template <class P, bool B, SortOrder O, class T> __global__ void k2(T *p) {}
template <class T> struct Pol {};
template <SortOrder O, class T>
struct Dispatch {
  using pol_t = Pol<T>;
  template <class K> static int invoke(K kernel) { return kernel != 0; }
  static int run() {
    return invoke(k<pol_t, O, T>) + invoke(k2<pol_t, false, O, T>);
  }
};
}
int main() { return ns::Dispatch<ns::SortOrder::Ascending, int>::run(); }
