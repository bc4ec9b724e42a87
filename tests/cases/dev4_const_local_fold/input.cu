// A const integer local initialized by a constant expression stores the
// folded constant in device code; a non-const one keeps the expression.
#define WIDTH 5
__global__ void k(int *out, unsigned *u)
{
    const int r = WIDTH / 2;
    int s = WIDTH / 2;
    const unsigned m = 3u * 4u + 1u;
    const int neg = 1 - WIDTH;
    out[0] = r + s + neg;
    u[0] = m;
}
