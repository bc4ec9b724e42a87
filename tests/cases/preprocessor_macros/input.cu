#include <stdio.h>

#define SIZE 16
#define SQUARE(x) ((x) * (x))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define STR(x) #x
#define XSTR(x) STR(x)
#define CONCAT(a, b) a##b
#define DEBUG 1
#define LOG(fmt, ...) printf("[log] " fmt "\n", __VA_ARGS__)

#if DEBUG && SIZE > 8
#define MODE "debug-large"
#elif DEBUG
#define MODE "debug"
#else
#define MODE "release"
#endif

#ifdef UNDEFINED_THING
#error "should not happen"
#endif

#ifndef SIZE
int missing_size;
#endif

#undef DEBUG

int CONCAT(my_, var) = SQUARE(3);

int main()
{
    int arr[SIZE];
    arr[0] = MAX(1, 2);
    LOG("%s %s %d", MODE, XSTR(SIZE), my_var);
    printf("%s:%d %s\n", __FILE__, __LINE__, STR(hello world));
#ifdef DEBUG
    return 1;
#else
    return arr[0] - 2;
#endif
}
