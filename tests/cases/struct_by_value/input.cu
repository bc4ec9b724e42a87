typedef struct {
    float re;
    float im;
} Complex;

Complex make_complex(float re, float im)
{
    Complex c;
    c.re = re;
    c.im = im;
    return c;
}

Complex cmul(Complex a, Complex b)
{
    Complex r = {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
    return r;
}

struct Pair {
    int first, second;
};

struct Pair swap_pair(struct Pair p)
{
    struct Pair q = {p.second, p.first};
    return q;
}

int main()
{
    Complex a = make_complex(1.0f, 2.0f);
    Complex b = a;
    Complex c = cmul(a, b);
    struct Pair p = {1, 2};
    p = swap_pair(p);
    return (int)c.re + p.first;
}
