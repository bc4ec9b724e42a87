template <int... Ns>
struct Sum;

template <>
struct Sum<> { static constexpr int value = 0; };

template <int N, int... Ns>
struct Sum<N, Ns...> { static constexpr int value = N + Sum<Ns...>::value; };

template <int... Ns>
__global__ void k(int *out)
{
    out[0] = Sum<Ns...>::value;
    out[1] = sizeof...(Ns);
}

int main()
{
    int *o;
    cudaMalloc((void **)&o, 8);
    k<1, 2, 3><<<1, 1>>>(o);
    k<><<<1, 1>>>(o);
    return Sum<4, 5>::value - 9;
}
