#include <stdio.h>

int add(int a, int b);
double scale(double x, double factor);
static int square(int x);
void print_value(const char *label, int value);
unsigned long factorial(unsigned int n);

int add(int a, int b)
{
    return a + b;
}

double scale(double x, double factor)
{
    return x * factor;
}

static int square(int x)
{
    return x * x;
}

void print_value(const char *label, int value)
{
    printf("%s = %d\n", label, value);
}

unsigned long factorial(unsigned int n)
{
    if (n <= 1)
        return 1;
    return n * factorial(n - 1);
}

int main(void)
{
    print_value("add", add(2, 3));
    print_value("square", square(7));
    printf("%f %lu\n", scale(1.5, 2.0), factorial(10));
    return 0;
}
