struct Params {
    static __constant__ float gain;
    float bias;
};

int main()
{
    return 0;
}
