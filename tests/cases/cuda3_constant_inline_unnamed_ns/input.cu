inline namespace {
__constant__ float coeffs[4];
}

int main()
{
    return 0;
}
