struct Opaque;

int main()
{
    struct Opaque o;
    int s = sizeof(struct Opaque);
    struct Opaque *p = 0;
    return s + p->field;
}
