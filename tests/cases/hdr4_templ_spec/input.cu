// Explicit specializations name their arguments; unnamed non-type
// parameters keep the name's space; redeclared templates keep headers.
enum Fmt { FmtA, FmtB, FmtC };
struct Info { int n; };
template <class T> int pick();
template <> int pick<char>() { return 1; }
template <> int pick<unsigned int>() { return 2; }
template <Fmt> int fmt_of();
template <> int fmt_of<FmtB>() { return 3; }
template <int> int by_int() { return 4; }
template <typename T> __device__ int info_of(struct Info *i, T *p);
template <typename T> __host__ int info_of(struct Info *i, T *p);
template <typename T> static __device__ int dev_only(T *p);
int main() { return 0; }
