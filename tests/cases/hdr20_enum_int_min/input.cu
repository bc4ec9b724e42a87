// An enumerator whose value is the least int is written (-2147483647-1).
enum Flags { F_none = 0, F_one = 1, F_max = 2147483647, F_min = -2147483647 - 1 };
enum Small { S_neg = -5, S_next };
__global__ void k(int *r, Flags f, Small s) { r[0] = (int)f + (int)s; }
