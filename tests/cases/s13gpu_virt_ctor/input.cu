struct A { __device__ virtual float f() const { return 0.0f; } };
struct A1 : A { __device__ float f() const override { return 1.0f; } };
struct A2 : A { float x; __device__ float f() const override { return x; } };
struct B { __device__ virtual float f() const { return 0.0f; } __device__ virtual ~B() {} };
struct B1 : B { __device__ float f() const override { return 1.0f; } };
struct B2 : B { float x; __device__ float f() const override { return x; } };
struct C { int c; __device__ virtual float f() const { return 0.0f; } };
struct C1 : C { };

__global__ void k(float *out)
{
    A a; A1 a1; A2 a2;
    B b; B1 b1; B2 b2;
    C c; C1 c1;
    const A &ra = a1;
    A *pa = &a2;
    out[0] = ra.f() + pa->f() + a.f() + a1.f();
    B *pb = &b2;
    out[1] = pb->f() + b.f() + b1.f();
    C *pc = &c1;
    out[2] = pc->f() + c.f();
}
int main() { k<<<1, 1>>>(0); return 0; }
