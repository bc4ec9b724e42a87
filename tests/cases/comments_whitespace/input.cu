/* A block comment
   spanning lines */
// A line comment
int	tabbed	=	1;   // trailing comment
int /* inline */ spaced /* comment */ = 2;

#define LONG_MACRO(a, b) \
    ((a) +           \
     (b))

int continued = LONG_MACRO(1,
                           2);

/**
 * Documentation comment.
 */
int documented(int x) // returns x
{
    return x /* the value */ ;
}



int after_blank_lines = 3;
