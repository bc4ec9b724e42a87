namespace std {
class type_info {
public:
    virtual ~type_info();
    const char *name() const { return __name; }
protected:
    const char *__name;
};
}

__global__ void k(float *p) { p[0] = 1.0f; }

struct A { virtual ~A() {} };
struct B : A {};

int main()
{
    float *p;
    cudaMalloc((void **)&p, sizeof(float));
    k<<<1, 1>>>(p);
    B b;
    A &a = b;
    return &typeid(a) == &typeid(B) ? 0 : 1;
}
