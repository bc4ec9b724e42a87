// Casts to a class type inside templates: when the operand's type is a
// template parameter the construction is chosen at instantiation, and the
// .int.c keeps the operand as an argument list.
struct Helper {
    int v;
    Helper(int x) : v(x) {}
};

template <class F>
int use(F f)
{
    Helper h = (Helper)(f);
    Helper g = Helper(f);
    return ((Helper)f).v + h.v + g.v;
}

template <class F>
int plain(F f, int n)
{
    Helper h = (Helper)n;
    return h.v + (int)f;
}

__global__ void touch(int *p) { p[0] = 1; }

int main()
{
    int *d = 0;
    touch<<<1, 1>>>(d);
    return use(3) + plain(2.0, 4);
}
