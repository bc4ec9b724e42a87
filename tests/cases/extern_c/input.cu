extern "C" int c_function(int x);

extern "C" {
    int c_block_one(void);
    double c_block_two(double);
    int c_shared_counter;
}

extern "C" int c_function(int x)
{
    return x + c_block_one();
}

extern "C" int c_block_one(void)
{
    return 1;
}

int cpp_function(int x)
{
    return c_function(x) + c_shared_counter;
}
