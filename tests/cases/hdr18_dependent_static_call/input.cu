// `ns::X<args>::f(a, b);` in a template body is a call of a static member
// of a (dependent) specialization, not a declaration of `f`.
namespace lib {
template <bool> struct destroy_aux {
    template <class It> static void run(It, It) { }
};
template <> struct destroy_aux<true> {
    template <class It> static void run(It, It) { }
};
template <class It> struct holder { typedef It type; static int count(It) { return 1; } };

template <class It> void destroy(It a, It b)
{
    lib::destroy_aux<sizeof(It) == 8>::run(a, b);
    lib::holder<It>::count(a);
    typename lib::holder<It>::type c = a;
    (void)c;
}
}
__global__ void k(int *o) { o[0] = 1; }
int main() { int x[2]; lib::destroy(x, x + 2); return 0; }
