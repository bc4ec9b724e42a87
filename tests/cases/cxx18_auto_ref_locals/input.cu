struct P { float x; double y; };
__global__ void k(P *p, const float *c)
{
    auto &r = p[0];
    const auto &cr = p[1];
    auto *q = &p[2];
    const auto *cq = c;
    auto &&u = p[3].y;
    auto &&w = p[3].x + 1.0f;
    r.x = cr.x + q->x + *cq + u + w;
}
int main()
{
    P a[4];
    auto &ra = a[0];
    auto *pa = a;
    const auto &cra = a[1];
    auto &&fw = a[2];
    for (auto &e : a) e.x = 1.0f;
    for (const auto &e : a) ra.y += e.x;
    ra.x = pa->y + cra.x + fw.x;
    k<<<1, 1>>>(pa, &ra.x);
    return 0;
}
