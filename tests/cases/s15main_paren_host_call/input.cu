int hf(int a) { return a; }
__global__ void k(int *p) { *p = (hf)(*p); }
__global__ void k2(int *p) { *p = hf(*p); }
int main() { return 0; }
