struct Counter {
    static int hits;
};

__device__ int Counter::hits = 0;

int main()
{
    return 0;
}
