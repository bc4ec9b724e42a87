int main()
{
    int value = 3;
    int a = *value;
    float f = 1.0f;
    int b = f[0];
    return a + b;
}
