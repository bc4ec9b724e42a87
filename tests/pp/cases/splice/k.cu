#define LONG(a, \
             b) \
  a + \
  b
int x = LONG(1,2);
int y\
z = 3;
  \
 w
"str\
ing"
// comment \
continued
int after;
/* block \
*/ int after2;
