#include <stdio.h>

struct Point {
    int x;
    int y;
};

struct Rect {
    struct Point origin;
    struct Point size;
    const char *label;
};

int area(const struct Rect *r)
{
    return r->size.x * r->size.y;
}

int main()
{
    struct Point p;
    p.x = 1;
    p.y = 2;
    struct Rect r = {{0, 0}, {3, 4}, "box"};
    struct Rect *pr = &r;
    pr->origin = p;
    pr->origin.x += 5;
    printf("%s %d %d\n", r.label, area(&r), (*pr).origin.x);
    return 0;
}
