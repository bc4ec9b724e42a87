struct Accel {
    __device__ float gravity() const { return 9.81f; }
};

float weight(float mass)
{
    Accel a;
    return mass * a.gravity();
}

int main()
{
    return (int)weight(1.0f);
}
