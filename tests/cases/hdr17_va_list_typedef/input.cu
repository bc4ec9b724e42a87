// `__builtin_va_list` keeps its name in the host output.
typedef __builtin_va_list my_va_list;
typedef my_va_list other_list;
struct holder { __builtin_va_list ap; int n; };
int collect(int n, ...)
{
  __builtin_va_list ap;
  my_va_list aps[2];
  return n;
}
__global__ void k(int *o) { o[0] = 1; }
int main() { return collect(2, 1, 2); }
