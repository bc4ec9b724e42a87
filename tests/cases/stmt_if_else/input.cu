const char *classify(int x)
{
    if (x < 0)
        return "negative";
    else if (x == 0)
        return "zero";
    else if (x < 10) {
        return "small";
    } else {
        if (x > 1000)
            return "huge";
    }
    if (int y = x % 2)
        return y ? "odd" : "never";
    return "even";
}
