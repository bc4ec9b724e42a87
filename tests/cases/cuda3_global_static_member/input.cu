struct Launcher {
    static __global__ void run(int *p);
    int n;
};

int main()
{
    return 0;
}
