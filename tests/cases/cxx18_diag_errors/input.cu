struct S { int x; };
__global__ void k(int *p)
{
    S s;
    p[0] = s.y;
    undeclared_fn(p);
}
int main() { return 0; }
