// A function template declared with other template parameter names than
// its definition: each declaration's return type uses its own names.
template<typename _FIter, typename _Tp> _FIter find_value(_FIter, _FIter, const _Tp &);
template<typename _FIter1, typename _FIter2> inline _FIter1 search_in(_FIter1, _FIter1, _FIter2);

template<typename _ForwardIterator, typename _Tp>
_ForwardIterator find_value(_ForwardIterator first, _ForwardIterator last, const _Tp &v) {
  for (; first != last; ++first)
    if (*first == v)
      return first;
  return last;
}

template<typename _ForwardIterator1, typename _ForwardIterator2>
inline _ForwardIterator1 search_in(_ForwardIterator1 a, _ForwardIterator1 b, _ForwardIterator2 c) {
  (void)c;
  return a == b ? b : a;
}

int use_it() {
  int a[3] = {1, 2, 3};
  return *find_value(a, a + 3, 2) + *search_in(a, a + 3, a);
}
