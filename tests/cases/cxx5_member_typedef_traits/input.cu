// Member typedefs of class template instances name kernel parameter and
// local types: the instances are defined in device code after them.
template <typename T> struct traits { typedef T value_type; typedef T *pointer; };
template <typename T> struct traits<const T> { typedef typename traits<T>::value_type value_type; typedef const T *pointer; };

template <typename A> struct holder { A first; };

__global__ void copy(traits<const float>::pointer in, traits<float>::pointer out)
{
    traits<const float>::value_type v = in[threadIdx.x];
    holder<traits<int> > h;
    h.first = traits<int>();
    out[threadIdx.x] = v;
}

int main()
{
    copy<<<1, 32>>>(0, 0);
    return 0;
}
