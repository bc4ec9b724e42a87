struct Handle {
    int id;
    Handle(int i) : id(i) {}
    Handle(const Handle &) = delete;
};

void use(Handle h) {}

int main()
{
    Handle a(1);
    use(a);
    return 0;
}
