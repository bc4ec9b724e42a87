// Bool constants as operands of && and ||, converted to int, and
// short-circuited by a constant first operand, outside templates.
__global__ void k(int *a, unsigned n, bool f) {
  bool t = false && n > 1;
  bool s = true || n > 1;
  bool r = true && n > 1;
  bool q = n > 1 && false;
  a[0] = t + s + r + q;
  a[1] = true;
  int x = false;
  a[2] = x;
  if (f && true) a[3] = 1;
  if (!f || (n > 2)) a[4] = 1;
  if ((bool)n && f) a[5] = 1;
  a[6] = f ? true : false;
}
