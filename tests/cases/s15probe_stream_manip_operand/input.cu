// Overloaded shift operators whose right operand is a function template
// (a manipulator like std::endl) or a reference-returning call.
template <typename C> struct Stream {
  Stream &operator<<(int);
  Stream &operator<<(float);
  Stream &operator<<(Stream &(*pf)(Stream &));
};
template <typename C> Stream<C> &operator<<(Stream<C> &, const char *);
template <typename C> Stream<C> &newline(Stream<C> &s) { return s; }
Stream<char> &flushit(Stream<char> &s) { return s; }
extern Stream<char> out;

struct Vec {
  float d[4];
  float &operator[](int i) { return d[i]; }
  int size() const { return 4; }
};

void take(Stream<char> &(*)(Stream<char> &));

int main() {
  take(flushit);
  take(newline);
  take(&newline<char>);
  Stream<char> &(*q)(Stream<char> &) = newline;
  auto p = flushit;
  q = flushit;
  p = newline;
  bool same = q == flushit;
  Vec v;
  float x = 1.0f;
  out << "value " << x << newline;
  out << v[1] << newline;
  out << v.size() << flushit;
  out << newline<char>;
  out << &flushit;
  return same ? 0 : 1;
}
