// Members of class templates defined outside their class: the header is
// the class's (a member template's own header follows it, on its line);
// after the qualified name the class is in scope (its member types and
// statics unqualified), the leading return type is not (`typename X< T>
// ::type`). A partial specialization's members are its own.
template<class T> struct store {
  struct block { T *first; T *last; } blk;
  T *grab(unsigned long n);
};
template<class T, class Tag = void> struct seq : protected store<T> {
  typedef unsigned long size_type;
  typedef T *pointer;
  typedef T &reference;
  size_type limit() const;
  size_type size() const { return 0; }
  static bool movable() { return true; }
  void grow(size_type n);
  template<class... A>
    reference place(A &&...a);
  reference last();
  struct keep { keep(seq *s) {} };
};
template<class T, class Tag>
  void
  seq<T, Tag>::grow(size_type n)
  {
    if (n > limit()) { }
    const size_type old = size();
    pointer p;
    keep k(this);
    if (movable())
      p = this->grab(n);
    this->blk.first = p;
    this->blk.last = this->blk.first + old;
  }
template<class T, class Tag>
  typename seq<T, Tag>::reference
  seq<T, Tag>::last() { return *this->blk.first; }
template<class T, class Tag>
  template<class... A>
    typename seq<T, Tag>::reference
    seq<T, Tag>::place(A &&...a)
    {
      this->blk.last = this->blk.first;
      return last();
    }
template<class Tag> struct seq<bool, Tag> {
  typedef int word;
  word flip(word w);
  word count() const { return 1; }
};
template<class Tag>
  typename seq<bool, Tag>::word
  seq<bool, Tag>::flip(word w) { return w + count(); }
__global__ void kern(int *out) { out[0] = 1; }
int main() { return 0; }
