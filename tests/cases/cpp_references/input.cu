void increment(int &x)
{
    x++;
}

const int &larger(const int &a, const int &b)
{
    return a > b ? a : b;
}

struct Counter {
    int count;
};

void reset(Counter &c)
{
    c.count = 0;
}

int main()
{
    int v = 1;
    int &r = v;
    increment(r);
    Counter c = {5};
    reset(c);
    const int &big = larger(v, 7);
    return v + c.count + big;
}
