// Class template partial specializations: the most specialized matching
// one is chosen, wherever it is declared.
template <class T, class U> struct pick { static const int value = 0; };
template <class T> struct pick<T, T *> { static const int value = 1; };
template <class T> struct pick<T, T> { static const int value = 2; };
template <class T, class U> struct pick<T *, U> { static const int value = 3; };
template <class T> struct pick<T *, T *> { static const int value = 4; };

template <class T, int N> struct vec { static const int value = N; };
template <class T> struct vec<T, 4> { static const int value = 40; };
template <int N> struct vec<float, N> { static const int value = 50; };
template <> struct vec<float, 4> { static const int value = 60; };

__global__ void k(int *out)
{
    out[0] = pick<int, int *>::value;
    out[1] = pick<int, int>::value;
    out[2] = pick<int *, int *>::value;
    out[3] = pick<int *, long>::value;
    out[4] = vec<int, 4>::value + vec<float, 3>::value + vec<float, 4>::value;
}

int main()
{
    return pick<char, char *>::value + pick<float *, float *>::value + vec<double, 4>::value;
}
