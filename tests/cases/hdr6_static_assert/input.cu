template<class T> struct flag_of { static const bool value = true; };

template<class T> struct holder {
    static_assert(sizeof(T) > 0, "holder needs a complete type");
    T item;
};

struct plain {
    static_assert(sizeof(int) == 4, "int is four bytes"); int m;
};

static_assert(sizeof(long) == 8, "long is eight bytes");
static_assert(flag_of<int>::value);

namespace checks { static_assert(true, "inside a namespace"); }

template<class T> struct guarded {
    static_assert(!flag_of<T>::value || sizeof(T) > 1, "either");
    static_assert(flag_of<T>::value, "dependent member");
    int n;
    static_assert(sizeof(T) < 64, "after a member");
};

__global__ void kernel_with_assert(int *out)
{
    static_assert(sizeof(int) == 4, "device block");
    out[0] = 1;
}

int main()
{
    static_assert(1, "block scope");
    return 0;
}
