template <typename T, typename Less>
void insertion_sort(T *a, int n, Less less)
{
    for (int i = 1; i < n; ++i) {
        T v = a[i];
        int j = i - 1;
        while (j >= 0 && less(v, a[j])) {
            a[j + 1] = a[j];
            --j;
        }
        a[j + 1] = v;
    }
}

__global__ void noop() {}

int main()
{
    int v[5] = {4, 1, 3, 5, 2};
    insertion_sort(v, 5, [](int a, int b) { return a > b; });
    noop<<<1, 1>>>();
    return v[0] == 5 ? 0 : 1;
}
