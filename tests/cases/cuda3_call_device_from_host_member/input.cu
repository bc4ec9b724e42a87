__device__ float scale(float x) { return x * 2.0f; }

struct Model {
    float w;
    float apply(float x) const { return scale(x) + w; }
};

int main()
{
    Model m{1.0f};
    return (int)m.apply(2.0f);
}
