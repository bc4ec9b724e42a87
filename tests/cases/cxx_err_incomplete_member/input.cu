struct Forward;

struct Holder {
    Forward value;
    int n;
};

__global__ void k(Holder *h) { h->n = 0; }

int main()
{
    return 0;
}
