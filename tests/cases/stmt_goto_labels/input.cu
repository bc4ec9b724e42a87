int find(const int *a, int n, int target)
{
    int i;
    for (i = 0; i < n; i++) {
        if (a[i] == target)
            goto found;
    }
    return -1;
found:
    return i;
}

int cleanup(int fail)
{
    int status = 0;
    if (fail)
        goto error;
    status = 1;
    goto done;
error:
    status = -1;
done:
    ;
    return status;
}
