static inline int clamp(int v, int lo, int hi)
{
    return v < lo ? lo : (v > hi ? hi : v);
}

inline float lerp(float a, float b, float t)
{
    return a + (b - a) * t;
}

static void helper(int *p)
{
    *p = clamp(*p, 0, 255);
}

extern int visible_everywhere(int);

int visible_everywhere(int x)
{
    int y = x;
    helper(&y);
    return y + (int)lerp(0.0f, 10.0f, 0.5f);
}
