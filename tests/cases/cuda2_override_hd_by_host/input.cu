struct Base {
    __host__ __device__ virtual int value() const { return 1; }
};

struct Derived : Base {
     int value() const override { return 2; }
};

int main()
{
    return 0;
}
