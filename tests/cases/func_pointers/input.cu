#include <stdio.h>

typedef int (*binary_op)(int, int);

int op_add(int a, int b) { return a + b; }
int op_sub(int a, int b) { return a - b; }
int op_mul(int a, int b) { return a * b; }

int apply(binary_op f, int a, int b)
{
    return f(a, b);
}

int apply_raw(int (*f)(int, int), int a, int b)
{
    return (*f)(a, b);
}

int main()
{
    binary_op ops[3] = {op_add, op_sub, &op_mul};
    for (int i = 0; i < 3; i++)
        printf("%d\n", apply(ops[i], 6, 3));
    int (*direct)(int, int) = op_add;
    printf("%d\n", apply_raw(direct, 1, 2));
    return 0;
}
