// A partial specialization deriving from itself with the rest of a pack
// (`any_of<B, Rest...> : any_of<Rest...>`), down to the empty pack.
template<bool B> struct flag { static constexpr bool value = B; };
template<bool> struct pick { template<class T, class> using type = T; };
template<> struct pick<false> { template<class, class U> using type = U; };
template<bool C, class T, class U> using pick_t = typename pick<C>::template type<T, U>;

template<class...> struct any_of;
template<> struct any_of<> : flag<false> {};
template<class B, class... Rest> struct any_of<B, Rest...> : pick_t<B::value, B, any_of<Rest...>> {};

template<class...> struct count;
template<> struct count<> { static constexpr int value = 0; };
template<class A, class... Rest> struct count<A, Rest...> : count<Rest...> {
    static constexpr int value = 1 + count<Rest...>::value;
};

static_assert(!any_of<>::value, "empty");
static_assert(!any_of<flag<false>>::value, "one");
static_assert(any_of<flag<false>, flag<false>, flag<true>>::value, "three");
static_assert(count<int, char, float, double>::value == 4, "count");

__global__ void kernel(int* out)
{
    out[0] = count<int, int>::value + any_of<flag<false>, flag<true>>::value;
}
