struct alignas(16) Packet {
    float4 payload;
    int tag;
};

struct Small {
    char c;
    short s;
    int i;
};

static_assert(sizeof(float4) == 16, "float4 size");
static_assert(alignof(Packet) == 16, "packet alignment");
static_assert(sizeof(Packet) == 32, "packet size");
static_assert(sizeof(Small) == 8, "small size");
static_assert(sizeof(void *) == 8);

__global__ void touch(Packet *p) { p[threadIdx.x].tag = threadIdx.x; }

int main()
{
    Packet *p;
    cudaMalloc((void **)&p, 32 * sizeof(Packet));
    touch<<<1, 32>>>(p);
    return 0;
}
