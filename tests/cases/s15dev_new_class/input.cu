struct Node { int v; Node *next; __device__ Node(int x) : v(x), next(nullptr) {} };
struct Def { int a; __device__ Def() : a(3) {} };
struct Dtor { int a; __device__ Dtor(int x) : a(x) {} __device__ ~Dtor() { a = 0; } };
struct VBase { int b; __device__ VBase() : b(1) {} __device__ virtual ~VBase() {} };
struct VDer : VBase { int c; __device__ VDer() : c(2) {} };
struct Agg { int x, y; };
__device__ int g(int i) { return i * 2; }
__global__ void k(int *o, int m)
{
    Node *n = new Node(m);
    o[0] = n->v;
    if (m > 2) {
        Def *d = new Def;
        Def *d2 = new Def();
        o[1] = d->a + d2->a;
        delete d;
        delete d2;
    }
    Dtor *t = new Dtor(g(m));
    o[2] = t->a;
    delete t;
    VBase *vb = new VDer;
    o[3] = vb->b;
    delete vb;
    Agg *a = new Agg{1, 2};
    Agg *a2 = new Agg();
    o[4] = a->x + a2->y;
    delete a;
    delete a2;
    delete n;
}
