static int state;

void early(int x)
{
    if (x < 0)
        return;
    state = x;
}

void nothing(void)
{
}

void forward(int x)
{
    return early(x);
}

int main()
{
    early(1);
    nothing();
    forward(2);
    return state;
}
