int main()
{
    int unused;
    int set_but_unused = 5;
    float also_unused = 1.0f;
    return 0;
}
