# 4294967295
int x;
int y;
int z = ;
