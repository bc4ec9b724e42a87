// Empty class members in device code: a char after each (named by where it ends), and assigning one copies nothing.
struct E {};
struct F {};
struct H2 { E a; int x; F b; E c; };
struct H1 { E a; };
__global__ void k(int *o) {
    H2 h; h.x = 1; H1 g;
    h.a = E(); g.a = h.c;
    o[0] = h.x + (int)sizeof(g);
}
