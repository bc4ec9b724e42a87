int classify(int v)
{
    case 1:
        return 1;
    switch (v) {
    case 2:
        return 2;
    case 2:
        return 3;
    default:
        return 4;
    default:
        return 5;
    }
}
