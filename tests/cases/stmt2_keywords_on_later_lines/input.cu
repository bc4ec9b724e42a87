// `while` of a do-while and `catch` written on a later line than the `}`
// before them: the .int.c marks their own line.
template <typename T>
T count_down(T n)
{
    T steps = 0;
    do
    {
        --n;
        ++steps;
    }
    while (n > 0);
    do {
        ++steps;
    } while (steps < 3);
    return steps;
}

int guarded(int x)
{
    int r = 0;
    try
    {
        r = x * 2;
    }
    catch (int e)
    {
        r = e;
    }
    catch (...) { r = -1; }
    do
    {
        ++r;
    }
    while (r < 10);
    return r;
}

__global__ void touch(int *p) { p[0] = 1; }

int main()
{
    int *d = 0;
    touch<<<1, 1>>>(d);
    return count_down(4) + guarded(3);
}
