int compute(int n)
{
    int total = 0;
    int i;
    static int calls = 0;
    calls++;
    for (i = 0; i < n; i++) {
        int doubled = i * 2;
        total += doubled;
        {
            int total = 5;
            (void)total;
        }
    }
    const int offset = 3;
    register int fast = offset + 1;
    unsigned char byte = 255, *pb = &byte;
    float f = 1.0f, g = f * 2;
    total += fast + *pb + (int)g;
    return total + calls;
}
