int extra;
