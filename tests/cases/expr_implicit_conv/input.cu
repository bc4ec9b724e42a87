double conversions(char c, short s, unsigned u, long l, float f)
{
    int i = c;
    i = s + c;
    unsigned long ul = u + l;
    double d = f;
    float g = d;
    int trunc = f;
    long long ll = u;
    bool b = i;
    char back = i;
    unsigned mixed = i + u;
    double promoted = i * 1.0 + f;
    float fl = 3;
    return i + ul + d + g + trunc + ll + b + back + mixed + promoted + fl;
}
