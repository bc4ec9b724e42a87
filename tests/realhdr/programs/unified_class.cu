#include <cstdio>
#include <cstring>

class Managed {
public:
  void *operator new(size_t len) {
    void *ptr;
    cudaMallocManaged(&ptr, len);
    cudaDeviceSynchronize();
    return ptr;
  }
  void operator delete(void *ptr) {
    cudaDeviceSynchronize();
    cudaFree(ptr);
  }
};

struct DataElement : public Managed {
  char *name;
  int value;
};

__global__ void Kernel(DataElement *elem) {
  printf("On device: name=%s, value=%d\n", elem->name, elem->value);
  elem->name[0] = 'd';
  elem->value++;
}

void launch(DataElement *elem) {
  Kernel<<<1, 1>>>(elem);
  cudaDeviceSynchronize();
}

int main(void) {
  DataElement *e = new DataElement;
  e->value = 10;
  cudaMallocManaged((void **)&(e->name), sizeof(char) * (strlen("hello") + 1));
  strcpy(e->name, "hello");
  launch(e);
  printf("On host: name=%s, value=%d\n", e->name, e->value);
  cudaFree(e->name);
  delete e;
  return 0;
}
