int main()
{
    Matrix m;
    unknown_t *p = 0;
    return sizeof(Vector);
}
