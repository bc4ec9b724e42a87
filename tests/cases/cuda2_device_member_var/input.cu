struct Node {
    __device__ int value;
    int next;
};

int main()
{
    return 0;
}
