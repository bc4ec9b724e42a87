__constant__ int coeff = 3;

int main()
{
    return coeff;
}
