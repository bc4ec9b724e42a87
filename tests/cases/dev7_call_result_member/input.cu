// A member of a class-typed call result is read through a temporary declared after the block's locals.
struct A { int x; int y; };
__device__ A fa(int v) { A a; a.x = v; a.y = 1; return a; }
__global__ void k(int *o, int n) {
    o[0] = fa(1).x;
    int z = fa(2).y + 1;
    if (n > 3) {
        int q = fa(3).x * fa(4).y;
        o[1] = q;
    }
    for (int i = 0; i < n; ++i) o[i] += fa(i).x;
    while (n > 5) { o[2] = fa(n).y; n--; }
}
