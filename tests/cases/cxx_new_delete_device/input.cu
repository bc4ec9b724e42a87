struct Node {
    int value;
    Node *next;
};

__global__ void build_list(int *out, int n)
{
    Node *head = nullptr;
    for (int i = 0; i < n; ++i) {
        Node *nd = new Node;
        nd->value = i;
        nd->next = head;
        head = nd;
    }
    int s = 0;
    while (head) {
        s += head->value;
        Node *nx = head->next;
        delete head;
        head = nx;
    }
    int *arr = new int[4];
    arr[0] = s;
    out[0] = arr[0];
    delete[] arr;
}

int main()
{
    int *o;
    cudaMalloc((void **)&o, sizeof(int));
    build_list<<<1, 1>>>(o, 8);
    int *h = new int[16];
    delete[] h;
    return 0;
}
