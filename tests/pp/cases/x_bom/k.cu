int bom = 1;
  int second;
