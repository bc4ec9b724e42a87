struct Base {
    __device__ virtual int value() const { return 1; }
};

struct Derived : Base {
    __host__ int value() const override { return 2; }
};

int main()
{
    return 0;
}
