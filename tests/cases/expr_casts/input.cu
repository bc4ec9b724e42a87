struct Base {
    int tag;
};

int casts(double d, const int *cp, void *vp)
{
    int a = (int)d;
    float f = (float)a;
    unsigned char uc = (unsigned char)300;
    long l = long(f);
    int b = static_cast<int>(d * 2);
    int *mp = const_cast<int *>(cp);
    struct Base *bp = static_cast<struct Base *>(vp);
    unsigned long addr = reinterpret_cast<unsigned long>(vp);
    char *bytes = reinterpret_cast<char *>(mp);
    bool flag = (bool)a;
    double back = (double)(float)(int)d;
    return a + (int)f + uc + (int)l + b + *mp + bp->tag + (int)(addr & 1) + bytes[0] + flag + (int)back;
}
