union Value {
    int i;
    float f;
    unsigned char bytes[4];
};

struct Flags {
    unsigned int ready : 1;
    unsigned int error : 1;
    unsigned int code : 6;
    int : 0;
    int level : 4;
};

int main()
{
    union Value v;
    v.f = 1.0f;
    struct Flags fl = {1, 0, 12, -2};
    fl.code = 33;
    return v.bytes[3] + fl.code + fl.ready + fl.level;
}
