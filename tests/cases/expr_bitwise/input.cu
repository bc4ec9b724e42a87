unsigned bits(unsigned a, unsigned b, int s)
{
    unsigned r = a & b;
    r = r | (a ^ b);
    r = ~r;
    r = r << 3;
    r = r >> 1;
    int signed_shift = s >> 2;
    int left = s << (b & 7);
    unsigned mask = (1u << 31) | 0xFFu;
    unsigned long long wide = 1ULL << 40;
    return r + (unsigned)signed_shift + (unsigned)left + mask + (unsigned)(wide >> 32);
}
