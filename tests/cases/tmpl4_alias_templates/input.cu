// Alias-declarations keep their `using` form; alias templates print with
// their header; a specialization of an alias template is printed as
// written; parameter packs are expanded where named.
namespace al {
template <typename T> struct box { T v; };
template <typename T> using ident = T;
template <typename T> using ptr = T *;
template <typename T> using boxed = box<T>;
using intp = ptr<int>;
typedef ident<float> real;
using byte = unsigned char;
template <typename... Ts> struct list { };
template <typename... Ts> struct wrapper : public list<Ts...> { };
template <typename... Ts> using list_t = list<Ts...>;
}

__global__ void clear(al::intp out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = 0;
}

int main()
{
    al::boxed<int> b;
    b.v = 1;
    al::real r = 2.0f;
    return b.v + (int)r - 3;
}
