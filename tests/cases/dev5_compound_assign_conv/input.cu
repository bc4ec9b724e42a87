// The right operand of an arithmetic compound assignment is converted to
// the operation's type (the usual arithmetic conversions of both operands);
// a shift count is only promoted.
typedef unsigned long count_t;

__global__ void kernel(count_t *a, int *b, float *f, double *d, unsigned u, int i,
                       float x, short s, char c, long long ll)
{
    a[0] += u;
    a[1] += i;
    b[0] += u;
    b[1] += a[2];
    f[0] += d[0];
    d[1] += x;
    f[1] += i;
    b[2] += x;
    b[3] += s;
    b[4] <<= ll;
    b[5] >>= s;
    a[3] -= c;
    b[6] *= ll;
    s += i;
    c += s;
    ll += u;
    i %= u;
    f[2] += 2;
    b[7] = s + c + (int)ll + i;
}

void host_side(count_t *a, unsigned u, short s)
{
    a[0] += u;
    a[1] |= s;
}
