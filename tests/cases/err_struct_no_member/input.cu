struct Point {
    int x, y;
};

int main()
{
    struct Point p = {1, 2};
    int z = p.z;
    struct Point *pp = &p;
    return z + pp->w + p->x;
}
