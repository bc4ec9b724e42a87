#include <stdio.h>

#define N 8

int data[N];
float weights[] = {0.1f, 0.2f, 0.3f, 0.4f};
char name[16] = "array";
int partial[10] = {1, 2};

int main()
{
    int local[N] = {0};
    for (int i = 0; i < N; i++) {
        data[i] = i * i;
        local[i] = data[i] + 1;
    }
    int count = sizeof(weights) / sizeof(weights[0]);
    float total = 0;
    for (int i = 0; i < count; i++)
        total += weights[i];
    printf("%s %d %f %d %d\n", name, count, total, local[N - 1], partial[1]);
    return 0;
}
