// Attributes on class heads spanning lines, typedef attributes, elaborated
// type specifiers that introduce a class, decltype(nullptr) (as in vector_types.h,
// driver_types.h, c++config.h).
struct __attribute__((deprecated("use l4a")))
__attribute__((aligned(16))) l4
{
    long x, y, z, w;
};
typedef struct l4 __attribute__((deprecated("use l4a"))) l4t;
typedef struct arr *arr_t;
struct arr;
struct L { struct ld *p[3]; int k; };
typedef decltype(nullptr) nullptr_t;
int main() { return 0; }
