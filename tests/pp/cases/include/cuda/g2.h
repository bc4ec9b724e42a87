int g2;
