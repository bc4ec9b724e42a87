// A member alias used as a qualifier keeps its own name
// (`most::size`), not the class it stands for.
typedef unsigned long size_t;
template <class... Ts> struct strictest {
    static const size_t size = 1;
    static const size_t align = 1;
};
template <class T, class... Ts> struct strictest<T, Ts...> {
    static const size_t size = sizeof(T) > strictest<Ts...>::size
        ? sizeof(T) : strictest<Ts...>::size;
    static const size_t align = alignof(T);
};
template <int Len, class... Ts> struct union_storage {
private:
    using most = strictest<Ts...>;
    static const size_t len = Len > most::size
        ? Len : most::size;
public:
    static const size_t alignment = most::align;
    typedef int type;
};
template <class T> struct single {
    typedef strictest<T> s;
    static const size_t n = s::size + 1;
};
__global__ void k(int *o) { o[0] = 1; }
int main() { union_storage<2, int, char>::type t = 0; (void)t; return (int)single<int>::n; }
