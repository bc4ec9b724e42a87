static int helper(int x)
{
    return x * 2;
}

static __device__ int device_helper(int x)
{
    return x + 1;
}

static int unused_state = 3;
