// A range-based for's element type comes from `*range.begin()` resolved as
// an expression: begin() inherited from a base, const and non-const
// overloads, an iterator class template with operator* returning its
// `reference` typedef. A function template whose trailing pack receives
// nothing deduces it as empty.
#include <cstdio>

template <typename K, typename V> struct entry {
  K first;
  V second;
};

template <typename T> struct node_iter {
  typedef T &reference;
  T *p;
  reference operator*() const { return *p; }
  node_iter &operator++() { ++p; return *this; }
  bool operator!=(const node_iter &o) const { return p != o.p; }
};

template <typename T> struct storage {
  T items[4];
  typedef node_iter<T> iterator;
  iterator begin() { return iterator{items}; }
  iterator end() { return iterator{items + 4}; }
  node_iter<const T> begin() const { return node_iter<const T>{items}; }
  node_iter<const T> end() const { return node_iter<const T>{items + 4}; }
};

template <typename K, typename V> struct table : storage<entry<K, V> > {};

template <typename T, typename... A> int pick(int);
template <typename...> char pick(...);
static_assert(sizeof(pick<float>(0)) == sizeof(int), "trailing pack is empty");

__global__ void touch(int *p) { p[0] = 1; }

int main() {
  table<int, float> t;
  int sum = 0;
  for (auto &kv : t) { sum += kv.first; kv.second = 1.0f; }
  const table<int, float> &ct = t;
  for (const auto &kv : ct) { sum += kv.first; }
  for (auto kv : t) { sum += (int)kv.second; }
  int *d = nullptr;
  touch<<<1, 1>>>(d);
  printf("%d\n", sum);
  return 0;
}
