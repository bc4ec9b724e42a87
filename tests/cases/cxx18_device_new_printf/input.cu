#include <cstdio>
struct Node { int v; Node *next; __device__ Node(int x) : v(x), next(nullptr) {} };
__global__ void k()
{
    Node *n = new Node(threadIdx.x);
    int *arr = new int[4];
    arr[0] = n->v;
    printf("thread %d block %d value %d\n", threadIdx.x, blockIdx.x, arr[0]);
    delete[] arr;
    delete n;
    void *raw = malloc(16);
    free(raw);
}
int main()
{
    k<<<2, 2>>>();
    cudaDeviceSynchronize();
    return 0;
}
