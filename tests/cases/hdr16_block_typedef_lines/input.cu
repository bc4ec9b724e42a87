// A block-scope typedef whose name is on a later line is marked at its
// name and written on one line.
template <class T> struct traits { typedef long difference_type; };
template <class It>
long span(It a, It b)
{
    typedef typename traits<It>::difference_type
        Dist;
    Dist d = (Dist)(b - a);
    typedef int
        *IntPtr, Other;
    IntPtr p = 0;
    (void)p;
    return d;
}
__global__ void k(int *o) { o[0] = 1; }
int main() { int x[2]; return (int)span(x, x + 2); }
