__global__ void main() {}
