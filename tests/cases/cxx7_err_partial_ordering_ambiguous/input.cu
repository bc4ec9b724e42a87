// Neither template is more specialized: the call is ambiguous.
template <class T> int f(T) { return 1; }
template <class T> int f(const T &) { return 2; }

template <class T, class U> int g(T, U *) { return 1; }
template <class T, class U> int g(T *, U) { return 2; }

int main()
{
    int i = 0;
    return f(i) + g(&i, &i);
}
