// Copies of class objects in device code: the implicit copy assignment
// beats a user operator= reached through a conversion, and a returned
// local of a class with a constructor is copied through a pointer cast.
struct H {
    unsigned short x;
    H() = default;
    __device__ H(float f) { x = (unsigned short)f; }
    __device__ operator float() const { return (float)x; }
    __device__ H &operator=(float f) { x = (unsigned short)f; return *this; }
};
struct P { int a; int b; };
__device__ H mk(float f) { H h; h.x = (unsigned short)f; return h; }
__device__ H pass(H p) { return p; }
__device__ H viaref(const H &r) { return r; }
__device__ P plain(P p) { P q = p; return q; }
__global__ void k(H *x, P *ps, float s, int n) {
    for (int i = 0; i < n; ++i) {
        x[i] = mk(s);
        x[i] = pass(x[i]);
        x[i] = viaref(x[0]);
        x[i] = 2.0f;
        ps[i] = plain(ps[0]);
    }
}
int main() { return 0; }
