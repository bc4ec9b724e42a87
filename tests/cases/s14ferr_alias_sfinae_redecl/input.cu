// A function template declared with an alias template in its return type
// and defined with the alias spelled out is one template, not two
// overloads (the call is not ambiguous).
template<bool B, class T = void> struct enable {};
template<class T> struct enable<true, T> { typedef T type; };
template<bool B, class T = void> using enable_t = typename enable<B, T>::type;
template<class... C> struct all_of { static constexpr bool value = true; };
template<class T> struct movable { static constexpr bool value = true; };
template<class T> struct assignable { static constexpr bool value = true; };
template<class... C> using requires_t = enable_t<all_of<C...>::value>;

template<class T> requires_t<movable<T>, assignable<T>> exchange(T& a, T& b);

template<class T>
typename enable<all_of<movable<T>, assignable<T>>::value>::type exchange(T& a, T& b)
{
    T t = a;
    a = b;
    b = t;
}

void host_swap(int& x, int& y) { exchange(x, y); }

__global__ void kernel(int* out) { out[0] = 1; }
