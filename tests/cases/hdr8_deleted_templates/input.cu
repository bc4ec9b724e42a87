// Deleted function templates are written back token by token; defaulted
// and deleted members get no space after their `;`.
namespace util {
template<typename T>
  struct handle
  {
    handle() = default;
    handle(const handle &) = delete;
    handle &operator=(const handle &) = delete;
    handle(handle &&) = default;
    ~handle() = default;

    template<typename U,
             typename = typename U::marker>
      handle(U*) = delete;

    explicit handle(T *p) : ptr(p) { }
    T *ptr = nullptr;
  };

template<typename A, typename B>
  void
  exchange(handle<A>&, handle<B>&) = delete;

template<class T> const T *address_of(const T &&) = delete;

template<class T, unsigned long N = 16ul, int M = 0x20>
  T *buffer(T (&)[N], int (*)(T), ...) = delete;

void legacy(int) = delete;

struct probe
{
  probe();
  ~probe();
  template<class V> void set(V) = delete;
};
probe::probe() = default;
probe::~probe() = default;
}

int main()
{
  int x = 3;
  util::handle<int> h(&x);
  util::probe p;
  return *h.ptr;
}
