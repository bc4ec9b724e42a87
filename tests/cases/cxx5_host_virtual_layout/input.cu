// Host-only polymorphic classes: device code still lays out the vtable
// pointer and writes vtables whose host entries are null.
struct Task {
    virtual ~Task() {}
    virtual int run(int x) = 0;
    int id;
};

struct Doubler : Task {
    int run(int x) override { return 2 * x + id; }
};

__global__ void touch(int *p) { p[threadIdx.x] = (int)sizeof(Doubler); }

int main()
{
    Doubler d;
    d.id = 1;
    Task &t = d;
    int *p = 0;
    touch<<<1, 1>>>(p);
    return t.run(3) == 7 ? 0 : 1;
}
