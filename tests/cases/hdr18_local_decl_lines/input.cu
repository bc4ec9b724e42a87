// Line markers of declarations split across lines inside templates: a
// local whose name is on a later line, and a class whose base clause
// contains braces before its body.
template <class T> struct traits { typedef long difference_type; typedef int tag; };
template <class T> constexpr bool probe(T) { return true; }
template <class T> struct flag { static constexpr bool value = true; };
template <bool B> struct bool_constant { static constexpr bool value = B; };

template <class It>
long distance(It a, It b)
{
    typename traits<It>::difference_type
        n = b - a;
    const typename traits<It>::difference_type
        m = n;
    long
        k = m;
    return k;
}

long plain_distance(int *a, int *b)
{
    traits<int>::difference_type
        n = b - a;
    const long
        *p = &n, q = 2;
    static
      int s = 0;
    return n + *p + q + s;
}

template <class R, class T>
struct nothrow_check
: bool_constant<
    probe<T>(typename R::tag{})
  >
{ };

struct plain
: flag<int>
{
};
__global__ void k(int *o) { o[0] = 1; }
int main() { int x[2]; return (int)distance(x, x + 2) + (int)plain_distance(x, x); }
