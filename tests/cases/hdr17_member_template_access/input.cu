// An access specifier before a member template is written at the
// member's name, the template header at its own line.
template <class P>
struct impl : P
{
private:
  template <class T, class = void>
    struct diff { typedef long type; };
  template <class T>
    struct diff2 { typedef long type; };
public:
  int z;
protected:
  template <class T>
  static int f() { return 0; }
public:
  template <class T> struct fwd;
private:
  template <class T>
    struct fwd2;
};
struct base {};
class holder {
  int x;
  template <class T, class = void> struct inner { };
public:
  int y;
private:
  template <class T>
     struct inner2 { };
public:
  template <class T>
     using alias = T;
};
__global__ void k(int *o) { o[0] = 1; }
int main() { return (int)sizeof(impl<base>) + (int)sizeof(holder); }
