__device__ int device_value = 3;
__constant__ float device_constant = 2.0f;

int main()
{
    int a = device_value;
    float b = device_constant;
    device_value = 4;
    return a + (int)b;
}
