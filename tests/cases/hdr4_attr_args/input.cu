// GNU attribute arguments: unknown attributes keep their tokens, string
// arguments become one literal, each declaration prints its own attributes.
extern int rd(const char *p, int n) __attribute__((__access__(__read_only__, 1, 2)));
extern void *al(unsigned long n) __attribute__((__alloc_align__(1)));
extern int odd(int) __attribute__((__my_unknown__(a, (b + 1), "s")));
extern void *mk(unsigned long n) __attribute__((__alloc_size__(1))) __attribute__((__malloc__));
extern void *mk(unsigned long n) __attribute__((__warn_unused_result__));
extern int pure_fn(int) __attribute__((__const__));
extern int pure_fn(int) __attribute__((__const__));
extern int fmt(const char *, ...) __attribute__((__format__(__printf__, 1, 2)));
__attribute__((deprecated("don't" " call " "me"))) int old_fn(int);
extern int vis(int) __attribute__((visibility("default")));
extern int lab1(int) __asm__("" "real_lab1");
extern int lab2(int);
extern int lab2(int) __asm__("real_lab2");
int main() { return 0; }
