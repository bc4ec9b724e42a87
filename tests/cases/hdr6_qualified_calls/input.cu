namespace mathx {
double root(double v);
float root(float v);
void fail(const char *why);
template<class T> struct bounds { static T least() { return T(); } };

namespace detail {
template<class T>
  T norm2(T a, T b)
  {
    const T lo = mathx::bounds<T>::least();
    if (a < lo)
      mathx::fail("negative input");
    return mathx::root(a * a + b * b);
  }
}
}

int main() { return 0; }
