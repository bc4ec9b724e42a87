struct Base {
    __host__ __device__ virtual int value() const { return 1; }
};

struct Derived : Base {
    __device__ int value() const override { return 2; }
};

int main()
{
    return 0;
}
