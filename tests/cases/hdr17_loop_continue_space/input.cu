// A loop body that declares locals and is left by a `continue` ends with
// one more space (the continue label EDG places there).
template <class It> int tally(It b, It e, int p) { return p; }
template <class It> bool same_counts(It b, It e)
{
  for (It s = b; s != e; ++s)
    {
      if (s != b)
        continue;
      auto m
        = tally(b, e,
                2);
      if (0 == m ||
          tally(s, e, 4) != m)
        return false;
    }
  while (b != e)
    {
      int m = 2;
      if (m) { if (b) continue; }
      ++b; ++m;
    }
  do
    {
      if (b != e) continue;
      { int n = 2; ++n; }
    } while (b != e);
  for (It s = b; s != e; ++s)
    {
      if (s != b) continue;
      ++s;
    }
  for (It s = b; s != e; ++s)
    {
      if (s != b) break;
      int m = 2; ++m;
    }
  for (It s = b; s != e; ++s)
    {
      int q = 1; ++q;
      for (It t = s; t != e; ++t) { if (t) continue; }
    }
  return true;
}
bool plain_loop(int *b, int *e)
{
  for (int *s = b; s != e; ++s)
    {
      if (s != b) continue;
      int m = 2; ++m;
    }
  return true;
}
__global__ void k(int *o) { o[0] = 1; }
int main() { int x[2]; return same_counts(x, x + 2) + plain_loop(x, x + 2); }
