#include <stdio.h>

enum Color { RED, GREEN = 5, BLUE, ALPHA = -1 };
enum { ANON_A = 10, ANON_B = ANON_A * 2 };
typedef enum Shape { CIRCLE = 'c', SQUARE = 's' } Shape;

const char *color_name(enum Color c)
{
    switch (c) {
    case RED: return "red";
    case GREEN: return "green";
    case BLUE: return "blue";
    default: return "other";
    }
}

int main()
{
    enum Color c = BLUE;
    Shape s = SQUARE;
    int as_int = c;
    c = (enum Color)1;
    printf("%s %d %d %c\n", color_name(c), as_int, ANON_B, (char)s);
    return 0;
}
