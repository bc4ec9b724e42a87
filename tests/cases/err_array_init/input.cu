int small[2] = {1, 2, 3};
char name[3] = "toolong";

int main()
{
    int neg[-1];
    return small[0] + name[0];
}
