#include <stdio.h>

int counter;
int initialized = 42;
const int limit = 100;
static int file_local = -1;
double ratio = 0.5, other_ratio = 1.5;
char letter = 'x';
const char *greeting = "hello";
int table[5] = {1, 2, 3, 4, 5};
unsigned short small_value = 7;
long long big_value = 1234567890123LL;
extern int declared_elsewhere;
int *ptr_to_global = &initialized;

void bump(void)
{
    counter++;
    file_local += limit;
}

int main()
{
    bump();
    printf("%d %d %d %f %c %s %d\n", counter, initialized, file_local, ratio, letter, greeting, table[2]);
    return *ptr_to_global == 42 ? 0 : 1;
}
