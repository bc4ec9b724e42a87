template <int... Is>
struct seq {};

template <int N, int... Is>
struct make_seq : make_seq<N - 1, N - 1, Is...> {};

template <int... Is>
struct make_seq<0, Is...> { typedef seq<Is...> type; };

template <int... Is>
__device__ int weighted(const int *p, seq<Is...>) { return ((p[Is] * (Is + 1)) + ... + 0); }

__global__ void k(int *out, const int *in)
{
    out[0] = weighted(in, make_seq<4>::type());
}

int main()
{
    int *o;
    cudaMalloc((void **)&o, 4);
    k<<<1, 1>>>(o, o);
    return 0;
}
