struct Counter {
    int v;
    Counter() : v(1) {}
};

__device__ Counter global_counter;

int main()
{
    return 0;
}
