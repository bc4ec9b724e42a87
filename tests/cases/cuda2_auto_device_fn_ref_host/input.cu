__device__ auto device_value() { return 42; }

int main()
{
    auto fp = &device_value;
    return fp == 0;
}
