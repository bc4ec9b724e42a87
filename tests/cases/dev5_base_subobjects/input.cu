// A kept class definition keeps its bases' definitions: an empty base takes
// no room, a base with data is a leading member object named after it.
class Tag {
public:
    static int count() { return 0; }
};

struct Origin {
    float ox, oy;
};

struct Sample : public Tag {
    int id;
    float value;
};

struct Point : Origin {
    float px;
};

__global__ void kernel(Sample *s, Point *p, int n)
{
    s[n].value = (float)s[n].id;
    p[n].px = 1.0f;
}
