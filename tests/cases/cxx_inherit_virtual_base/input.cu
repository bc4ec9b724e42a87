struct Base {
    int id;
    Base() : id(7) {}
};

struct Left : virtual Base {
    int l;
};

struct Right : virtual Base {
    int r;
};

struct Diamond : Left, Right {
    int d;
};

__global__ void noop(int *p) { p[0] = 0; }

int main()
{
    Diamond dm;
    dm.l = 1;
    dm.r = 2;
    int *p;
    cudaMalloc((void **)&p, sizeof(int));
    noop<<<1, 1>>>(p);
    return dm.id == 7 ? 0 : 1;
}
