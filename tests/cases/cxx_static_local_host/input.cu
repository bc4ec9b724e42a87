#include <cstdio>

static int next_id()
{
    static int id = 0;
    return ++id;
}

struct Registry {
    static Registry &instance()
    {
        static Registry r;
        return r;
    }
    int launches = 0;
};

__global__ void k(int *p, int id) { p[threadIdx.x] = id; }

int main()
{
    int *p;
    cudaMalloc((void **)&p, 32 * sizeof(int));
    k<<<1, 32>>>(p, next_id());
    Registry::instance().launches++;
    k<<<1, 32>>>(p, next_id());
    Registry::instance().launches++;
    printf("%d\n", Registry::instance().launches);
    return 0;
}
